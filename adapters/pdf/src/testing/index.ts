export { testBrowser } from '../test-browser.ts';
export { pdfPageTexts, pdfTags } from './read-pdf.ts';
