import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * A participant's phone in the browser tests: a touch screen `width` CSS px wide, and the touch
 * gestures and measurements the phone tests need (a press-and-drag, a swipe, tap targets, what is
 * wider than the screen, the values graphic's smallest label).
 */

/** The height of the phones' screens, in CSS px. */
export const PHONE_HEIGHT = 780;

/** A touch phone `width` px wide, as Chromium's device emulation makes one. */
export const phoneContext = (browser: Browser, width: number): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width, height: PHONE_HEIGHT },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    acceptDownloads: true,
  });

interface Point {
  readonly x: number;
  readonly y: number;
}

const centreOf = async (target: Locator): Promise<Point> => {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** One finger on the touch screen, through the DevTools protocol (real touch events, as a phone sends). */
const finger = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: at === undefined ? [] : [{ x: Math.round(at.x), y: Math.round(at.y) }],
    });
  return {
    down: (at: Point) => send('touchStart', at),
    /** Moves in `steps` even steps, `pause` ms apart. */
    move: async (from: Point, to: Point, steps: number, pause: number) => {
      for (let step = 1; step <= steps; step += 1) {
        await send('touchMove', {
          x: from.x + ((to.x - from.x) * step) / steps,
          y: from.y + ((to.y - from.y) * step) / steps,
        });
        if (pause > 0) await page.waitForTimeout(pause);
      }
    },
    up: async () => {
      await send('touchEnd');
      await cdp.detach();
    },
  };
};

/** Waits until the page has drawn two more frames. */
const nextFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits until the page has stopped scrolling: the same scroll position over `frames` frames in a
 * row. A swipe goes on as a fling after the finger lifts, for longer on a loaded machine; a drag
 * aimed at where a value was before the page moved would land on its neighbour.
 */
const scrollSettled = (page: Page, frames = 6): Promise<unknown> =>
  page.evaluate(
    (needed) =>
      new Promise((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= needed) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );

/**
 * Scrolls the page so the point halfway between the two targets sits mid-screen: a drag between
 * them then stays clear of the edges, where dnd-kit would scroll the page under the finger.
 */
const centreBetween = async (page: Page, from: Locator, to: Locator): Promise<void> => {
  await scrollSettled(page);
  const midway = ((await centreOf(from)).y + (await centreOf(to)).y) / 2;
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), midway);
  await scrollSettled(page);
};

/**
 * Presses `from` and holds still until the drag starts (dnd-kit marks the lifted element
 * `aria-pressed`), then slides to `to` and lifts the finger: a drag by touch, as a participant
 * makes it. Then lets the page settle, as `dragWithMouse` does.
 */
export const dragByTouch = async (page: Page, from: Locator, to: Locator): Promise<void> => {
  await centreBetween(page, from, to);
  const start = await centreOf(from);
  const end = await centreOf(to);
  const scrolledTo = await scrollTop(page);
  const touch = await finger(page);
  await touch.down(start);
  await from.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: 5_000 });
  // The targets were measured at this scroll position; had the page moved since, the finger
  // would now aim at another value.
  if ((await scrollTop(page)) !== scrolledTo) throw new Error('the page scrolled under the finger');
  await touch.move(start, { x: start.x + 6, y: start.y + 12 }, 2, 30);
  await touch.move({ x: start.x + 6, y: start.y + 12 }, end, 12, 30);
  // Rest on the target until the page has drawn the last moves (a loaded machine lags), as a
  // finger does before it lifts: dnd-kit drops on what it last saw under the finger.
  await nextFrames(page);
  await touch.move(end, end, 1, 0);
  await nextFrames(page);
  await touch.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
};

/** A quick upward swipe starting on `on` (no press first), as a participant scrolls the page. */
export const swipeUp = async (page: Page, on: Locator, distance: number): Promise<void> => {
  const start = await centreOf(on);
  const touch = await finger(page);
  await touch.down(start);
  await touch.move(start, { x: start.x, y: start.y - distance }, 8, 10);
  await touch.up();
  await scrollSettled(page);
};

/** The page's scroll position from the top, in px. */
export const scrollTop = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/**
 * Everything a person can tap that is smaller than `minimum` × `minimum` px (44, the participant's
 * pages; 24 is WCAG 2.5.8's AA floor), as 'name (w×h)'. A checkbox counts with the label it sits in
 * (a tap on the label ticks it); links inside a sentence are exempt (WCAG 2.5.8's inline
 * exception). Looks inside shadow roots too.
 */
export const smallTapTargets = (page: Page, minimum = 44): Promise<string[]> =>
  page.evaluate((minimum) => {
    const TAPPABLE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const found: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      found.push(...root.querySelectorAll(TAPPABLE));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    const inSentence = (element: Element) =>
      element.tagName === 'A' &&
      (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
    return found.flatMap((element) => {
      const target = (element instanceof HTMLInputElement && element.closest('label')) || element;
      const box = target.getBoundingClientRect();
      const hidden = box.width <= 1 || box.height <= 1 || box.bottom <= 0 || !target.checkVisibility();
      if (hidden || inSentence(element) || (box.width >= minimum - 0.5 && box.height >= minimum - 0.5))
        return [];
      const name =
        element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.outerHTML.slice(0, 60));
      return [`${name} (${Math.round(box.width)}×${Math.round(box.height)})`];
    });
  }, minimum);

/** What sticks out past the right edge of the screen (the page then scrolls sideways), as tag.class (right edge). */
export const widerThanScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')].flatMap((element) => {
      const right = element.getBoundingClientRect().right;
      return right > width + 0.5 ? [`${element.tagName.toLowerCase()}.${element.className} (${right})`] : [];
    });
  });

/**
 * The rendered size of every label of the values graphic on the output page, in CSS px: the
 * computed font size, scaled by the drawing's scale where the label is SVG text.
 */
export const graphicLabelSizes = (page: Page): Promise<{ text: string; size: number }[]> =>
  page.evaluate(() => {
    const figure = document.querySelector('.vs-print-surface')?.shadowRoot?.querySelector('.vs-figure');
    if (!figure) throw new Error('no values graphic on the page');
    const labels: { text: string; size: number }[] = [];
    for (const element of figure.querySelectorAll('*')) {
      if (element.closest('title, desc') || !element.checkVisibility()) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (text === '') continue;
      const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
      labels.push({ text, size: Number.parseFloat(getComputedStyle(element).fontSize) * scale });
    }
    return labels;
  });

/** Which forms of the values graphic on the output page are shown: 'drawing' (SVG), 'stack' (the column of values). */
export const shownGraphics = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.querySelector('.vs-print-surface')?.shadowRoot;
    return (
      [
        ['drawing', '.vs-graphic'],
        ['stack', '.vs-stack'],
      ] as const
    ).flatMap(([name, selector]) => {
      const element = root?.querySelector(selector);
      return element && getComputedStyle(element).display !== 'none' ? [name] : [];
    });
  });
