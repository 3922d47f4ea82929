import { saveBlob } from '@vs/ui';
import type { jsPDF } from 'jspdf';
import { createElement } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { renderOffscreen } from './capture-stage.ts';
import { inlinedFontFaces } from './inlined-fonts.ts';
import { type Band, captureScale, type PagePlan, planPages, type Size } from './pdf-page-math.ts';
import { TeamOutputCard } from './team-output-card.tsx';
import type { TeamOutputEvent } from './team-output-query.ts';

/**
 * The team PDF, made in the browser with no server call (spec 7): each card is rendered off screen,
 * captured as an image (modern-screenshot) and laid out on A4 pages (jsPDF) by the page math of
 * pdf-page-math.ts. Both libraries load on demand: {@link preloadPdfTools} fetches them, and the
 * page's fonts, when the Team Output screen opens, so making a PDF needs no network at all.
 */

const loadTools = async () => {
  const [screenshot, pdf, fontCss] = await Promise.all([
    import('modern-screenshot'),
    import('jspdf'),
    inlinedFontFaces().catch((error: unknown) => {
      console.warn('Team output: the fonts could not be inlined; the capture fetches them itself', error);
      return null;
    }),
  ]);
  return { domToCanvas: screenshot.domToCanvas, JsPdf: pdf.jsPDF, fontCss };
};

type PdfTools = Awaited<ReturnType<typeof loadTools>>;

let tools: Promise<PdfTools> | null = null;

/** Starts loading the PDF libraries and fonts once; a failed load is tried again next time. */
export const preloadPdfTools = (): Promise<PdfTools> => {
  if (tools === null) {
    const loading = loadTools();
    tools = loading;
    loading.catch(() => {
      if (tools === loading) tools = null;
    });
  }
  return tools;
};

interface Capture {
  readonly canvas: HTMLCanvasElement;
  /** The card's size in CSS px. */
  readonly size: Size;
  /** The bottom edges of the table's header and rows (where pages may break), in CSS px. */
  readonly rowEdges: readonly number[];
  /** The table's column headings, repeated on the pages a tall team continues on. */
  readonly header: Band | null;
  /** Canvas px per CSS px. */
  readonly scale: number;
}

/**
 * With collapsed borders half of the headings' 4 px role bars lies above the header row's box: the
 * repeated header takes that much more.
 */
const HEADER_BLEED_PX = 4;

/** Where `element` lies within the card, vertically, in CSS px. */
const bandWithin = (card: HTMLElement, element: Element): Band => {
  const { top, height } = element.getBoundingClientRect();
  return { top: top - card.getBoundingClientRect().top, height };
};

const captureCard = async (
  { domToCanvas, fontCss }: PdfTools,
  event: TeamOutputEvent,
  intl: IntlShape,
): Promise<Capture> => {
  const staged = renderOffscreen(
    createElement(RawIntlProvider, { value: intl }, createElement(TeamOutputCard, { event })),
  );
  try {
    await document.fonts.ready;
    const card = staged.node;
    const { width, height } = card.getBoundingClientRect();
    const size = { width, height };
    const scale = captureScale(size);
    const thead = card.querySelector('thead');
    const rowEdges = [...card.querySelectorAll('thead, tbody > tr')].map((row) => {
      const band = bandWithin(card, row);
      return band.top + band.height;
    });
    const canvas = await domToCanvas(card, {
      scale,
      backgroundColor: '#ffffff',
      ...(fontCss === null ? {} : { font: { cssText: fontCss } }),
    });
    const headings = thead === null ? null : bandWithin(card, thead);
    const header =
      headings === null
        ? null
        : { top: headings.top - HEADER_BLEED_PX, height: headings.height + HEADER_BLEED_PX };
    return { canvas, size, rowEdges, header, scale };
  } finally {
    staged.dispose();
  }
};

/** The image of one page: its band of the capture, below the repeated header when it has one. */
const pageImage = ({ canvas, scale }: Capture, page: PagePlan): HTMLCanvasElement => {
  const parts = [...(page.header === null ? [] : [page.header]), { top: page.top, height: page.height }].map(
    (band) => {
      const top = Math.round(band.top * scale);
      return { top, height: Math.min(canvas.height - top, Math.round(band.height * scale)) };
    },
  );
  const whole = parts.length === 1 && parts[0]?.top === 0 && parts[0].height >= canvas.height;
  if (whole) return canvas;
  const image = document.createElement('canvas');
  image.width = canvas.width;
  image.height = parts.reduce((sum, part) => sum + part.height, 0);
  const context = image.getContext('2d');
  if (context === null) throw new Error('The browser could not draw the page');
  let y = 0;
  for (const part of parts) {
    context.drawImage(canvas, 0, part.top, canvas.width, part.height, 0, y, canvas.width, part.height);
    y += part.height;
  }
  return image;
};

/**
 * Makes one PDF of the events' cards, each starting on a new page, in the viewer's language
 * (`intl`, the screen's), and saves it as `fileName`.
 * Cards are captured one at a time, so each stays within the capture limit and readable however
 * many events there are.
 */
export const makeTeamPdf = async (
  events: readonly TeamOutputEvent[],
  fileName: string,
  intl: IntlShape,
): Promise<void> => {
  const loaded = await preloadPdfTools();
  let doc: jsPDF | null = null;
  for (const event of events) {
    const capture = await captureCard(loaded, event, intl);
    for (const page of planPages(capture.size, capture.rowEdges, capture.header)) {
      if (doc === null) doc = new loaded.JsPdf({ unit: 'mm', format: 'a4', orientation: page.orientation });
      else doc.addPage('a4', page.orientation);
      const { x, y, width, height } = page.placement;
      doc.addImage(pageImage(capture, page), 'PNG', x, y, width, height, undefined, 'FAST');
    }
  }
  if (doc === null) throw new Error('There are no events to download');
  doc.setProperties({ title: fileName.replace(/\.pdf$/, '') });
  doc.setLanguage(intl.locale as Parameters<jsPDF['setLanguage']>[0]);
  saveBlob(doc.output('blob'), fileName);
};
