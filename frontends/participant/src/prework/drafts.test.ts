import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('keeps unsaved edits per user and step until cleared', () => {
    writeDraft('u-1', 4, 'base', { labels: ['Calm'] });
    expect(readDraft('u-1', 4, 'base')).toEqual({ labels: ['Calm'] });
    expect(readDraft('u-2', 4, 'base')).toBeNull();
    expect(readDraft('u-1', 5, 'base')).toBeNull();
    clearDraft('u-1', 4);
    expect(readDraft('u-1', 4, 'base')).toBeNull();
  });

  it('drops a draft whose saved data has changed since, and an unreadable one', () => {
    writeDraft('u-1', 4, 'old order', { labels: ['Calm'] });
    expect(readDraft('u-1', 4, 'new order')).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('vs.prework.draft.u-1.4', '{not json');
    expect(readDraft('u-1', 4, 'base')).toBeNull();
  });
});
