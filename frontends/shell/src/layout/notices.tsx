import { Button, Dialog } from '@vs/ui';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const m = defineMessages({
  legalTitle: { id: 'shell.legal.title', defaultMessage: 'Privacy and Agreement' },
  cookieRegion: { id: 'shell.cookie.region', defaultMessage: 'Cookie notice' },
  cookieText: {
    id: 'shell.cookie.text',
    defaultMessage: 'This site uses only essential cookies for authentication/login.',
  },
});

/** Spec 2.17: the privacy commitment and the personal-use agreement. */
export const LegalNotice = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog
    title={useIntl().formatMessage(m.legalTitle)}
    size="l"
    open={open}
    onOpenChange={(next) => {
      if (!next) onClose();
    }}
    actions={
      <Button onClick={onClose}>
        <FormattedMessage id="shell.legal.close" defaultMessage="Close" />
      </Button>
    }
  >
    <h3>
      <FormattedMessage id="shell.legal.privacy.heading" defaultMessage="Our privacy commitment" />
    </h3>
    <p>
      <FormattedMessage
        id="shell.legal.privacy.text"
        defaultMessage="What you enter here (your values, their definitions and how fully you live them) is used only for your workshop. Your Guide sees it to run the session; it is never sold or shared with anyone else, and it is deleted when your event is removed."
      />
    </p>
    <h3>
      <FormattedMessage id="shell.legal.personalUse.heading" defaultMessage="Personal-use agreement" />
    </h3>
    <p>
      <FormattedMessage
        id="shell.legal.personalUse.text"
        defaultMessage="The exercises, texts and outputs of this product are for your personal use in this workshop. Please do not copy, publish or pass them on."
      />
    </p>
  </Dialog>
);

const COOKIE_NOTICE_KEY = 'vs.cookieNoticeConfirmed';

export const COOKIE_NOTICE_TEXT = m.cookieText.defaultMessage;

/** How long after it appears the first notice fills its live region, so screen readers announce it. */
export const ANNOUNCE_AFTER_MS = 250;

const confirmedBefore = (): boolean => {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === 'yes';
  } catch {
    return false;
  }
};

/** Whether this page load has announced the notice: every route has its own frame, so it mounts again on each. */
let announced = false;

/** Forgets the announcement, as a new page load does (tests). */
export const resetCookieNoticeAnnouncement = () => {
  announced = false;
};

/**
 * Spec 2.17: shown until confirmed once in this browser, in a bar of its own at the foot of the
 * screen (shell-css.ts): the page scrolls above it and, at its end, nothing lies under it. Screen
 * readers hear it once per page load: the first bar's text arrives in a polite live region after
 * the bar is in the page; a bar on a later page shows its text from the start, not announced.
 */
export const CookieNotice = () => {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useState(confirmedBefore);
  const [announces] = useState(() => !announced);
  const [shown, setShown] = useState(!announces);
  useEffect(() => {
    if (!announces || confirmed) return;
    const timer = setTimeout(() => {
      announced = true;
      setShown(true);
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announces, confirmed]);
  if (confirmed) return null;
  const confirm = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, 'yes');
    } catch {
      // Without storage the notice simply returns on the next visit.
    }
    setConfirmed(true);
  };
  return (
    <section className="vs-cookie-notice" aria-label={intl.formatMessage(m.cookieRegion)}>
      <p className="vs-cookie-text" role={announces ? 'status' : undefined}>
        {shown ? intl.formatMessage(m.cookieText) : ''}
      </p>
      <Button onClick={confirm}>
        <FormattedMessage id="shell.cookie.confirm" defaultMessage="Confirm" />
      </Button>
    </section>
  );
};
