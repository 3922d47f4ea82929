import type { Page } from 'playwright-core';

/** Blurs whatever has the focus and scrolls to the page's top. */
const unfocusAtTop = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): tabs through the page from its top, at most `stops`
 * times, and names every control that, once focused (and scrolled to by the browser), is wholly
 * covered by something else, such as a pinned button bar or the cookie notice: none of five points
 * of it (its centre and near its corners) shows the control itself. Leaves nothing focused, at the
 * page's top.
 */
export const obscuredFocus = async (page: Page, stops = 60): Promise<string[]> => {
  await unfocusAtTop(page);
  const obscured: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const name = `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      const inset = (length: number) => Math.min(2, length / 4);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset(box.width), box.top + inset(box.height)],
        [box.right - inset(box.width), box.top + inset(box.height)],
        [box.left + inset(box.width), box.bottom - inset(box.height)],
        [box.right - inset(box.width), box.bottom - inset(box.height)],
      ];
      const shows = points.some(([x = 0, y = 0]) => {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === focused || focused.contains(top) || top.contains(focused));
      });
      const key = `${name} ${Math.round(box.top + window.scrollY)}`;
      const [centreX = 0, centreY = 0] = points[0] ?? [];
      const cover = document.elementFromPoint(centreX, centreY);
      const under =
        cover === null ? 'nothing on the screen' : `${cover.tagName.toLowerCase()}.${cover.className}`;
      const place = `at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      return { name: `${name} ${place}, under ${under}`, key, shows };
    });
    if (found === null) continue;
    // Back at a control already met: the page's controls have all had their turn.
    if (seen.has(found.key)) break;
    seen.add(found.key);
    if (!found.shows) obscured.push(found.name);
  }
  await unfocusAtTop(page);
  return obscured;
};
