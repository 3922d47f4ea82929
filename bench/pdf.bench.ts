/**
 * `npm run bench:pdf`: one-page participant PDFs per second rendered the way the PDF worker does
 * (one shared Chromium, a bounded page pool, a few renders at once), next to launching a browser
 * per PDF at the same concurrency, both measured in this run.
 *
 * The browser is the tests' (adapters/pdf/src/test-browser.ts). BENCH_PDF_CONCURRENCY
 * (default 4) renders run at once; BENCH_PDF_SHARED (default 60) and BENCH_PDF_LAUNCH (default 12)
 * PDFs are rendered by each method.
 */
import { availableParallelism } from 'node:os';
import { createPuppeteerPdfRenderer, type HtmlPdfRenderer } from '@vs/pdf';
import { testBrowser } from '@vs/pdf/testing';
import { renderPrintHtml } from '@vs/print';
import { SAMPLE_DOCUMENTS } from '@vs/print/testing';

const browser = await testBrowser();
if (!browser) throw new Error('No Chrome or Chromium found: set CHROMIUM_PATH.');
const CONCURRENCY = Number(process.env.BENCH_PDF_CONCURRENCY ?? 4);
const SHARED_PDFS = Number(process.env.BENCH_PDF_SHARED ?? 60);
const LAUNCH_PDFS = Number(process.env.BENCH_PDF_LAUNCH ?? 12);
const TARGET_RATIO = 5;
const TARGET_RATE = 5;

const documents = Object.values(SAMPLE_DOCUMENTS);
const options = { executablePath: browser.executablePath, env: browser.env, launchTimeoutMs: 30_000 };

/** Renders `count` PDFs, `CONCURRENCY` at a time; returns PDFs per second. */
const measure = async (count: number, renderOne: (html: string) => Promise<Uint8Array>): Promise<number> => {
  let next = 0;
  const started = performance.now();
  const lane = async (): Promise<void> => {
    while (next < count) {
      const document = documents[next % documents.length];
      next += 1;
      if (document === undefined) continue;
      const pdf = await renderOne(renderPrintHtml(document));
      if (pdf.length < 1000) throw new Error('not a PDF');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return count / ((performance.now() - started) / 1000);
};

const shared = async (): Promise<number> => {
  const renderer = createPuppeteerPdfRenderer({ ...options, maxPages: CONCURRENCY });
  try {
    // Warm up as a running worker is: browser launched, pages open, fonts parsed.
    await Promise.all(documents.map((d) => renderer.renderHtml(renderPrintHtml(d))));
    return await measure(SHARED_PDFS, (html) => renderer.renderHtml(html));
  } finally {
    await renderer.close();
  }
};

const browserPerPdf = (): Promise<number> =>
  measure(LAUNCH_PDFS, async (html) => {
    const renderer: HtmlPdfRenderer = createPuppeteerPdfRenderer({ ...options, maxPages: 1 });
    try {
      return await renderer.renderHtml(html);
    } finally {
      await renderer.close();
    }
  });

const verdict = (ok: boolean): string => (ok ? 'ok' : 'BELOW TARGET');

const sharedRate = await shared();
const launchRate = await browserPerPdf();
const ratio = sharedRate / launchRate;
console.log(
  `PDF rendering, one-page print documents, ${CONCURRENCY} at once, ${availableParallelism()} cores`,
);
console.log(`  shared browser, page pool : ${sharedRate.toFixed(2)} PDFs/s (${SHARED_PDFS} PDFs)`);
console.log(`  browser launched per PDF  : ${launchRate.toFixed(2)} PDFs/s (${LAUNCH_PDFS} PDFs)`);
console.log(`  ratio                     : ${ratio.toFixed(1)}x`);
console.log(
  `  target >= ${TARGET_RATIO}x: ${verdict(ratio >= TARGET_RATIO)}; target >= ${TARGET_RATE} PDFs/s: ${verdict(sharedRate >= TARGET_RATE)}`,
);
