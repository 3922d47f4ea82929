import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../config/runtime-config.ts';
import { ShellLanguageSwitcher } from '../i18n/shell-language-switcher.tsx';
import { useProductTitle } from './brand.tsx';

interface FooterProps {
  readonly onAgreement: () => void;
  /** Absent when nobody is signed in (the account panel needs a session). */
  readonly onAccount?: () => void;
  /** A Guide or super-admin is signed in: they have no facilitator to contact. */
  readonly staff?: boolean;
  /** A participant is signed in: their remote has the language switcher. */
  readonly participant?: boolean;
}

/**
 * Spec 2.17: copyright 2007 to this year, Home, the agreement, Account and a contact line (the
 * configured address; else a participant's facilitator, a Guide's or super-admin's administrator),
 * and (but for participants, whose remote has one) the language switcher.
 */
export const Footer = ({ onAgreement, onAccount, staff = false, participant = false }: FooterProps) => {
  const intl = useIntl();
  const { contactEmail } = useRuntimeConfig();
  const productTitle = useProductTitle();
  return (
    <footer className="vs-footer">
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.label', defaultMessage: 'Footer' })}>
        <ul>
          <li>
            <Link to="/">
              <FormattedMessage id="shell.footer.home" defaultMessage="Home" />
            </Link>
          </li>
          <li>
            <button type="button" className="vs-link-button" onClick={onAgreement}>
              <FormattedMessage id="shell.footer.agreement" defaultMessage="Agreement" />
            </button>
          </li>
          {onAccount ? (
            <li>
              <button type="button" className="vs-link-button" onClick={onAccount}>
                <FormattedMessage id="shell.footer.account" defaultMessage="Account" />
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p>
        {contactEmail ? (
          <FormattedMessage
            id="shell.footer.contactAddress"
            defaultMessage="Questions? Contact <a>{address}</a>"
            values={{ address: contactEmail, a: (text) => <a href={`mailto:${contactEmail}`}>{text}</a> }}
          />
        ) : staff ? (
          <FormattedMessage
            id="shell.footer.contactAdministrator"
            defaultMessage="Questions? Contact your administrator."
          />
        ) : (
          <FormattedMessage
            id="shell.footer.contactFacilitator"
            defaultMessage="Questions? Contact your facilitator."
          />
        )}
      </p>
      <p>
        © 2007–{new Date().getFullYear()} {productTitle}
      </p>
      {participant ? null : <ShellLanguageSwitcher signedIn={onAccount !== undefined} />}
    </footer>
  );
};
