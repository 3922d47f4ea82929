/** The characters of Inter's Latin file (`@fontsource-variable/inter`'s `latin` subset), the one every page preloads. */
export const INTER_LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Page-wide rules every frontend shares: the typeface (and, until it has come, a local face sized
 * to take Inter's room, so nothing reflows when it comes), ink on a soft surface, the product's link
 * colour (in dialogs too, outside the shell's main), a visible focus ring on anything reached by keyboard, and a visually hidden helper for screen-reader-only text.
 */
export const baseCss = `
@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans');size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;unicode-range:${INTER_LATIN_RANGE}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--vs-font);font-size:var(--vs-text-m);line-height:1.5;color:var(--vs-ink);background:var(--vs-surface);font-feature-settings:'cv11','ss01';-webkit-font-smoothing:antialiased}
:focus-visible{outline:3px solid var(--vs-focus);outline-offset:2px}
:where(a){color:var(--vs-accent-strong)}
:where(a:hover){color:var(--vs-accent)}
.vs-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important}}
`;
