import { VisuallyHidden } from '@vs/ui';
import type { ReactNode } from 'react';

/**
 * A message's `<hidden>…</hidden>` words: read out but not shown ('Edit<hidden> Pat Lee</hidden>'
 * names a row's button for screen readers). Pass as the `hidden` value of a react-intl message.
 */
export const hiddenWords = (words: ReactNode[]) => <VisuallyHidden>{words}</VisuallyHidden>;
