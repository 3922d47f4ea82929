import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, settleDraft, writeDraft } from './drafts.ts';

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('keeps unsaved edits per user and step until saved', () => {
    writeDraft('u-1', 4, 'base', { labels: ['Calm'] });
    expect(readDraft('u-1', 4, 'base')).toEqual({ labels: ['Calm'] });
    expect(readDraft('u-2', 4, 'base')).toBeNull();
    expect(readDraft('u-1', 5, 'base')).toBeNull();
    settleDraft('u-1', 4, { labels: ['Calm'] }, 'base');
    expect(readDraft('u-1', 4, 'base')).toBeNull();
  });

  it('drops a draft whose saved data has changed since, and an unreadable one', () => {
    writeDraft('u-1', 4, 'old order', { labels: ['Calm'] });
    expect(readDraft('u-1', 4, 'new order')).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('vs.prework.draft.u-1.4', '{not json');
    expect(readDraft('u-1', 4, 'base')).toBeNull();
  });

  it('after a save, drops a draft holding just what was sent and moves newer edits onto the new base', () => {
    writeDraft('u-1', 4, 'old', { labels: ['Calm'] });
    settleDraft('u-1', 4, { labels: ['Calm'] }, 'new');
    expect(localStorage.length).toBe(0);

    writeDraft('u-1', 4, 'old', { labels: ['Calm and kind'] });
    settleDraft('u-1', 4, { labels: ['Calm'] }, 'new');
    expect(readDraft('u-1', 4, 'new')).toEqual({ labels: ['Calm and kind'] });

    settleDraft('u-1', 5, { labels: ['Calm'] }, 'new');
    expect(readDraft('u-1', 5, 'new')).toBeNull();
  });
});
