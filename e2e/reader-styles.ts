import type { Page } from 'playwright-core';
import { cutOffText } from './cut-off-text.ts';
import { widerThanScreen } from './phone.ts';

/**
 * WCAG 1.4.12 Text Spacing: the spacing a reader may set (line height 1.5 times the font size,
 * paragraphs 2 times apart, letters 0.12 and words 0.16 times the font size apart), as the
 * criterion's own test sets it.
 */
const READER_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** WCAG 1.4.4 Resize Text: the text alone at twice its size (a reader's default font size). */
const TEXT_DOUBLED = 'html { font-size: 200% !important; }';

/**
 * Sets a reader's `style` on the page as it stands, reads what is cut off and what is wider than
 * the screen, then takes it off again.
 */
const lostWith = async (page: Page, style: string): Promise<string[]> => {
  const tag = await page.addStyleTag({ content: style });
  try {
    // Two frames, so the style is laid out before it is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const [cutOff, wider] = [await cutOffText(page), await widerThanScreen(page)];
    return [
      ...cutOff.map((text) => `cut off: ${text}`),
      ...wider.map((box) => `wider than the screen: ${box}`),
    ];
  } finally {
    await tag.evaluate((element) => (element as Element).remove());
  }
};

/** What a reader's text spacing (WCAG 1.4.12) cuts off or pushes past the screen's edge. */
export const lostWithReaderSpacing = (page: Page): Promise<string[]> => lostWith(page, READER_SPACING);

/** What text at 200 % (WCAG 1.4.4, without zooming the page) cuts off or pushes past the screen's edge. */
export const lostWithTextDoubled = (page: Page): Promise<string[]> => lostWith(page, TEXT_DOUBLED);
