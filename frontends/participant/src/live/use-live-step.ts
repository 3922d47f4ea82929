import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { reportLiveStep } from '../api/saves.ts';
import { liveMessages as m } from './live-messages.ts';

/** Spec 2.2 Flow A: the page names of indexes 1-2 ('Edit Your Values'...); the others have none. */
export const livePageName = (step: number, intl: IntlShape): string =>
  step === 1 ? intl.formatMessage(m.editTitle) : step === 2 ? intl.formatMessage(m.categorizeTitle) : '';

const LAST_STEP = 4;

/** Which live step is open, and the move to another. */
export interface LiveStep {
  /** 0 agreement, 1 edit, 2 categorize, 3 output, 4 Meaningful Work. */
  readonly step: number;
  readonly go: (step: number) => void;
  /** The open step's title, focused after each move. */
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The open step of the live wizard: one's own starts at the agreement (0), a privileged viewer's
 * at Edit (1). Its effects: the tab is titled by the step, and one's own wizard tells the Guide's
 * progress view each step it moves to (a failed report is only logged).
 */
export const useLiveStep = (uid: string | undefined, productTitle: string): LiveStep => {
  const intl = useIntl();
  const [step, setStep] = useState(uid === undefined ? 0 : 1);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const { mutate: report } = useMutation({
    mutationFn: reportLiveStep,
    onError: (error) => console.error('live step report failed', error),
  });
  useEffect(() => {
    if (uid === undefined) report(step);
  }, [step, uid, report]);

  useEffect(() => {
    const page = livePageName(step, intl);
    document.title =
      page === '' ? productTitle : intl.formatMessage(m.documentTitle, { page, product: productTitle });
  }, [step, productTitle, intl]);

  const go = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(0, next)));
    // Focus follows the move so keyboard and screen-reader users start at the new step's title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  return { step, go, titleRef };
};
