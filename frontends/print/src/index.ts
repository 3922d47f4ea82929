export { embeddedInterCss } from './server/embedded-inter.ts';
export { renderPrintHtml } from './server/render-print-html.tsx';
export * from './views/index.ts';
