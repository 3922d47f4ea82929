/**
 * Page-wide rules every frontend shares: the typeface, ink on a soft surface, the product's link
 * colour (in dialogs too, outside the shell's main), a visible focus ring on anything reached by keyboard, and a visually hidden helper for screen-reader-only text.
 */
export const baseCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--vs-font);font-size:var(--vs-text-m);line-height:1.5;color:var(--vs-ink);background:var(--vs-surface);font-feature-settings:'cv11','ss01';-webkit-font-smoothing:antialiased}
:focus-visible{outline:3px solid var(--vs-focus);outline-offset:2px}
:where(a){color:var(--vs-accent-strong)}
:where(a:hover){color:var(--vs-accent)}
.vs-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important}}
`;
