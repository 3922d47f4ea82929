import { eventLineCss, participantHomeCss, participantLanguageCss } from '@vs/ui';
import { liveCss } from './live/live-css.ts';
import { preworkCss } from './prework/prework-css.ts';
import { moveButtonsCss } from './shared/move-buttons.tsx';

/** The participant remote's whole stylesheet: each area's rules, in the order they were bundled. */
export const participantCss = [
  moveButtonsCss,
  eventLineCss,
  liveCss,
  preworkCss,
  participantHomeCss,
  participantLanguageCss,
].join('\n');
