import type { ReactNode } from 'react';
import { personalDataCss } from '../account/personal-data-button.tsx';
import { languageSelectCss } from '../i18n/language-select.tsx';
import { baseCss } from '../theme/base-css.ts';
import { tokensCss } from '../theme/tokens.ts';
import { bannerCss } from './banner.tsx';
import { buttonCss } from './button.tsx';
import { checkboxCss } from './checkbox.tsx';
import { chipCss } from './chip.tsx';
import { dataTableCss } from './data-table.tsx';
import { dialogCss } from './dialog.tsx';
import { fieldCss } from './field.tsx';
import { flashCss } from './flash.tsx';
import { pageFrameCss } from './page-header.tsx';
import { PopupProvider, popupCss } from './popup.tsx';
import { spinnerCss } from './spinner.tsx';
import { tabsCss } from './tabs.tsx';
import { wizardFrameCss } from './wizard-frame.tsx';

/**
 * The whole stylesheet of the design system: the tokens as custom properties on `:root`, the base
 * rules and every component's rules. {@link UiStyles} renders it; a server may inline it instead.
 */
export const uiCss = (): string =>
  [
    tokensCss(),
    baseCss,
    pageFrameCss,
    buttonCss,
    chipCss,
    spinnerCss,
    fieldCss,
    checkboxCss,
    dialogCss,
    flashCss,
    popupCss,
    bannerCss,
    wizardFrameCss,
    tabsCss,
    dataTableCss,
    personalDataCss,
    languageSelectCss,
  ].join('\n');

/**
 * Puts {@link uiCss} into the document head once: React 19 hoists a `<style>` with `href` and
 * `precedence` and dedupes it by `href`, so the shell and every remote may render this safely.
 */
export const UiStyles = () => (
  <style href="vs-ui" precedence="default">
    {uiCss()}
  </style>
);

/**
 * A frontend's own stylesheet (the shell's layout, the participant remote's screens), put into the
 * head once per `href` like {@link UiStyles}, in a later precedence group: React orders the groups
 * as it first meets them and {@link UiProvider} (around every app) meets `default` first, so on a
 * tie of specificity an app's rule wins over the design system's and the shared console's.
 *
 * @example
 * ```tsx
 * <UiProvider><AppStyles href="vs-shell" css={shellCss} />…</UiProvider>
 * ```
 */
export const AppStyles = ({ href, css }: { readonly href: string; readonly css: string }) => (
  <style href={href} precedence="app">
    {css}
  </style>
);

/**
 * The root every app (shell, and each remote when run alone) wraps itself in: the styles and the
 * popup host. Import `@vs/ui/fonts` once in the browser entry for the typeface.
 *
 * @example
 * ```tsx
 * import '@vs/ui/fonts';
 * createRoot(el).render(<UiProvider><App /></UiProvider>);
 * ```
 */
export const UiProvider = ({ children }: { children: ReactNode }) => (
  <>
    <UiStyles />
    <PopupProvider>{children}</PopupProvider>
  </>
);
