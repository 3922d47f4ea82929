import { SUPER_ADMIN } from '@vs/domain';
import { PersonalDataButton, Spinner } from '@vs/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../api/current-user.ts';
import { AccountDetailsForm } from './account-details-form.tsx';
import { AccountLanguage } from './account-language.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';
import { PortalButton } from './portal-button.tsx';

/**
 * Spec 2.7 for Guides and super-admins: their own details, the logon-email template, the
 * reminder template ('Remind unfinished' on the event dashboard), and for
 * Guides 'Your Portal' (super-admins have no portal link, spec 2.12, so they get no button), and
 * for both their own language (the switcher) and 'Download my data' (everything held about them as a JSON file, GDPR article 15). A
 * failed user-info load is only logged (spec 8); the details form then starts empty.
 */
export const FacilitatorAccount = () => {
  const user = useCurrentUser();
  const intl = useIntl();
  useEffect(() => {
    if (user.error) console.error(user.error);
  }, [user.error]);
  return (
    <div className="vs-account">
      <div className="vs-account-head">
        <PersonalDataButton>
          <FormattedMessage id="console.account.downloadData" defaultMessage="Download my data" />
        </PersonalDataButton>
        {user.isPending || user.data?.accessLevel === SUPER_ADMIN ? null : (
          <PortalButton portalLink={user.data?.portal_link ?? ''} />
        )}
      </div>
      <div className="vs-account-columns">
        {user.isPending ? (
          <Spinner
            label={intl.formatMessage({
              id: 'console.account.loadingDetails',
              defaultMessage: 'Loading your details',
            })}
          />
        ) : (
          <AccountDetailsForm
            key={user.data?.uid ?? 'unknown'}
            initial={{
              forename: user.data?.forename ?? '',
              surname: user.data?.surname ?? '',
              email: user.data?.email ?? '',
            }}
          />
        )}
        <div className="vs-account-templates">
          <AccountLanguage />
          <EmailTemplateEditor kind="logon" />
          <EmailTemplateEditor kind="reminder" />
        </div>
      </div>
    </div>
  );
};
