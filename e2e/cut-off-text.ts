import type { Page } from 'playwright-core';

/**
 * Text cut off inside its box (issue 35's pseudo-locale check): every visible element that clips
 * what it holds (overflow hidden or clip, or an ellipsis) while its text needs more room than the
 * box gives it, as `tag.class: "the start of its text" (needs w×h, has w×h)`. Scrolling boxes are
 * not cut off (a person scrolls them), nor are form fields (their text scrolls under the caret), nor
 * boxes hidden for screen readers (1 px, clipped).
 * Looks inside shadow roots too (the print surface).
 */
export const cutOffText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const elements: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        elements.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    return elements.flatMap((element) => {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) return [];
      if (element.matches('input, textarea, select')) return [];
      const style = getComputedStyle(element);
      const clipsX = clips(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = clips(style.overflowY);
      if (!clipsX && !clipsY) return [];
      const { clientWidth, clientHeight, scrollWidth, scrollHeight } = element;
      if (clientWidth <= 1 || clientHeight <= 1) return [];
      const text = (element.textContent ?? '').trim();
      if (text === '') return [];
      const overX = clipsX && scrollWidth > clientWidth + 1;
      const overY = clipsY && scrollHeight > clientHeight + 1;
      if (!overX && !overY) return [];
      const name = `${element.tagName.toLowerCase()}.${element.className}`;
      return [
        `${name}: "${text.slice(0, 40)}" (needs ${scrollWidth}×${scrollHeight}, has ${clientWidth}×${clientHeight})`,
      ];
    });
  });
