import { Banner, Button, Dialog } from '@vs/ui';
import { useState } from 'react';

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

const confirmedBefore = (): boolean => {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === 'yes';
  } catch {
    return false;
  }
};

/** Spec 2.17: shown until confirmed once in this browser. */
export const CookieNotice = () => {
  const [confirmed, setConfirmed] = useState(confirmedBefore);
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
      <Banner action={<Button onClick={confirm}>Confirm</Button>}>
        This site uses only essential cookies for authentication/login.
      </Banner>
    </section>
  );
};
