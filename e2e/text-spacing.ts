import type { Page } from 'playwright-core';
import { cutOffText } from './cut-off-text.ts';
import { widerThanScreen } from './phone.ts';

/**
 * WCAG 1.4.12 Text Spacing: the spacing a reader may set (line height 1.5 times the font size,
 * paragraphs 2 times apart, letters 0.12 and words 0.16 times the font size apart), as the
 * criterion's own test sets it, must lose no content. Sets it on the page as it stands, reads what
 * is cut off and what is wider than the screen, then takes it off again.
 */
const READER_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

export const lostWithReaderSpacing = async (page: Page): Promise<string[]> => {
  const style = await page.addStyleTag({ content: READER_SPACING });
  try {
    // Two frames, so the spacing is laid out before it is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const [cutOff, wider] = [await cutOffText(page), await widerThanScreen(page)];
    return [
      ...cutOff.map((text) => `cut off: ${text}`),
      ...wider.map((box) => `wider than the screen: ${box}`),
    ];
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
};
