import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** The popup (spec 8's 1.5 s message) shows `text`. */
export const popupShows = (text: string) =>
  waitFor(() => expect(document.querySelector('.vs-popup')?.textContent).toBe(text));

/**
 * happy-dom lays nothing out, so DataTable's rows measure 0 px and a long table would render every
 * row. Gives elements a height (until `vi.restoreAllMocks()`) for tests that check the table stays
 * light. A screenful of rows needs nothing: DataTable assumes one before layout.
 */
export const giveRowsHeight = (px: number) => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(px);
};
