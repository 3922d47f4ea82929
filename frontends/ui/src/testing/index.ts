/** `@vs/ui/testing`: what other packages' tests need of the pages and replies a browser gets. */
export { cutOffBody } from './cut-off-body.ts';
export { forgetServedSession, serveSessionInPage } from './served-page.ts';
