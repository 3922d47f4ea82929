import { Button, Dialog } from '@vs/ui';
import { useEffect, useState } from 'react';

/** Spec 2.17: the privacy commitment and the personal-use agreement. */
export const LegalNotice = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog
    title="Privacy and Agreement"
    size="l"
    open={open}
    onOpenChange={(next) => {
      if (!next) onClose();
    }}
    actions={<Button onClick={onClose}>Close</Button>}
  >
    <h3>Our privacy commitment</h3>
    <p>
      What you enter here (your values, their definitions and how fully you live them) is used only for your
      workshop. Your Guide sees it to run the session; it is never sold or shared with anyone else, and it is
      deleted when your event is removed.
    </p>
    <h3>Personal-use agreement</h3>
    <p>
      The exercises, texts and outputs of this product are for your personal use in this workshop. Please do
      not copy, publish or pass them on.
    </p>
  </Dialog>
);

const COOKIE_NOTICE_KEY = 'vs.cookieNoticeConfirmed';

export const COOKIE_NOTICE_TEXT = 'This site uses only essential cookies for authentication/login.';

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
  const [confirmed, setConfirmed] = useState(confirmedBefore);
  const [announces] = useState(() => !announced);
  const [text, setText] = useState(announces ? '' : COOKIE_NOTICE_TEXT);
  useEffect(() => {
    if (!announces || confirmed) return;
    const timer = setTimeout(() => {
      announced = true;
      setText(COOKIE_NOTICE_TEXT);
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
    <section className="vs-cookie-notice" aria-label="Cookie notice">
      <p className="vs-cookie-text" role={announces ? 'status' : undefined}>
        {text}
      </p>
      <Button onClick={confirm}>Confirm</Button>
    </section>
  );
};
