import { Button } from '@vs/ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * 'Your Portal' (spec 2.7): opens the user's portal link in a new tab. Without a link it is
 * disabled, and a line beside it says why.
 */
export const PortalButton = ({ portalLink }: { readonly portalLink: string }) => {
  const noteId = useId();
  const hasLink = portalLink.trim() !== '';
  return (
    <div className="vs-account-portal">
      <Button
        variant="secondary"
        disabled={!hasLink}
        aria-describedby={hasLink ? undefined : noteId}
        onClick={() => window.open(portalLink, '_blank', 'noopener')}
      >
        <FormattedMessage id="console.account.portal.open" defaultMessage="Your Portal" />
      </Button>
      {hasLink ? null : (
        <p id={noteId} className="vs-account-note">
          <FormattedMessage
            id="console.account.portal.none"
            defaultMessage="No portal link has been set for your account yet. A super-admin can add one."
          />
        </p>
      )}
    </div>
  );
};
