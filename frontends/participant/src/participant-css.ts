import { homeCss } from './home/home-css.ts';
import { languageCss } from './i18n/language-css.ts';
import { liveCss } from './live/live-css.ts';
import { preworkCss } from './prework/prework-css.ts';
import { eventLineCss } from './shared/event-line.tsx';
import { moveButtonsCss } from './shared/move-buttons.tsx';

/** The participant remote's whole stylesheet: each area's rules, in the order they were bundled. */
export const participantCss = [moveButtonsCss, eventLineCss, liveCss, preworkCss, homeCss, languageCss].join(
  '\n',
);
