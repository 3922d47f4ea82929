/**
 * Inter Variable, and Noto Sans Arabic Variable for Arabic (issue 35), self-hosted: a browser bundle
 * imports `@vs/ui/fonts` once at its entry so the bundler emits the font files beside it. Each face
 * has its unicode-range, so a browser fetches the Arabic files only for a page with Arabic text.
 * Kept out of the main entry because Node cannot import CSS.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
