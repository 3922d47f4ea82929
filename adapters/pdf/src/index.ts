export { defaultBrowserCacheDir } from './browser-cache-dir.ts';
export {
  type BrowserSource,
  isExecutableFile,
  type LocateBrowserOptions,
  type LocatedBrowser,
  locateBrowser,
} from './browser-locator.ts';
export type { BrowserExecutable } from './packaged-chromium.ts';
export {
  createPuppeteerPdfRenderer,
  type HtmlPdfRenderer,
  type PdfRendererStatus,
  type PuppeteerPdfRendererOptions,
} from './puppeteer-pdf-renderer.ts';
