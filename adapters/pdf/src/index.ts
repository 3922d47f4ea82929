export {
  createPuppeteerPdfRenderer,
  type HtmlPdfRenderer,
  type PdfRendererStatus,
  type PuppeteerPdfRendererOptions,
} from './puppeteer-pdf-renderer.ts';
