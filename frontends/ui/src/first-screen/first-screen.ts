/**
 * The first screen the server draws into a participant's home page (issue 36: the largest paint
 * before any script): an element before the app's root, which hides the root while it stands. The
 * app takes over in one frame by removing it once its own screen is there
 * ({@link dismissFirstScreen}).
 */
export const FIRST_SCREEN_ID = 'vs-first-screen';

/** While the first screen stands, the app's root renders out of sight (and out of the accessibility tree). */
export const firstScreenCss = `#${FIRST_SCREEN_ID} ~ #root{display:none}`;

/**
 * Removes the server's first screen, showing the app: by the participant home once it is drawn,
 * and by the shell whenever it shows anything else (another page, a failure). Does nothing when
 * the page has none.
 */
export const dismissFirstScreen = (): void => {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_SCREEN_ID)?.remove();
};
