import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, draftStore } from './draft-store.ts';

afterEach(() => localStorage.clear());

describe('draft store', () => {
  it('keys a draft by its owner and what it holds', () => {
    expect(draftKey('u-1', 'prework', '2')).toBe('vs-draft:u-1:prework:2');
    expect(draftKey('u-1', 'live')).not.toBe(draftKey('u-2', 'live'));
  });

  it('reads back what was written, and nothing once cleared', () => {
    const key = draftKey('u-1', 'mw');
    draftStore.write(key, { a: 'text' });
    expect(draftStore.read(key)).toEqual({ a: 'text' });
    draftStore.clear(key);
    expect(draftStore.read(key)).toBeNull();
  });

  it('reads an unreadable draft as none', () => {
    localStorage.setItem(draftKey('u-1', 'live'), '{ broken');
    expect(draftStore.read(draftKey('u-1', 'live'))).toBeNull();
  });

  it('drops a draft once what it holds is saved, and keeps one changed while the save was on its way', () => {
    const key = draftKey('u-1', 'mw');
    const asSaved = (draft: unknown) => (typeof draft === 'object' ? draft : null);
    draftStore.write(key, { a: 'newer' });
    draftStore.clearSaved(key, { a: 'older' }, asSaved);
    expect(draftStore.read(key)).toEqual({ a: 'newer' });
    draftStore.clearSaved(key, { a: 'newer' }, asSaved);
    expect(draftStore.read(key)).toBeNull();
    draftStore.write(key, 'not a sheet');
    draftStore.clearSaved(key, { a: 'newer' }, asSaved);
    expect(draftStore.read(key)).toBeNull();
  });

  it("clears every user's drafts at logout, old formats included, and nothing else", () => {
    draftStore.write(draftKey('u-1', 'prework', '1'), 'a');
    draftStore.write(draftKey('u-2', 'live'), 'b');
    localStorage.setItem('vs.prework.draft.u-3.2', '{}');
    localStorage.setItem('vs-live-draft:me', '{}');
    localStorage.setItem('vs-mw-draft:u-4', '{}');
    localStorage.setItem('vs.cookieNoticeConfirmed', 'yes');
    draftStore.clearAll();
    expect(Object.keys(localStorage)).toEqual(['vs.cookieNoticeConfirmed']);
  });

  it("keeps the drafts filed under users' ids when asked, not those of a stand-in owner or old formats", () => {
    const uid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    draftStore.write(draftKey(uid, 'prework', '1'), 'a');
    draftStore.write(draftKey('self', 'prework', '1'), 'b');
    localStorage.setItem('vs-mw-draft:u-4', '{}');
    localStorage.setItem('vs.cookieNoticeConfirmed', 'yes');
    draftStore.clearAll({ keep: 'owned' });
    expect(Object.keys(localStorage).sort()).toEqual([
      draftKey(uid, 'prework', '1'),
      'vs.cookieNoticeConfirmed',
    ]);
  });
});
