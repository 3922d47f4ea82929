/**
 * Inter Variable, self-hosted: a browser bundle imports `@vs/ui/fonts` once at its entry so the
 * bundler emits the font files beside it. Kept out of the main entry because Node cannot import CSS.
 */
import '@fontsource-variable/inter';
