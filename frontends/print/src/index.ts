export { embeddedFontCss, PRINT_FONT_STACK } from './server/embedded-fonts.ts';
export { renderDocumentHtml, renderImpactHtml, renderPrintHtml } from './server/render-print-html.tsx';
export * from './views/index.ts';
