import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../config/runtime-config.ts';
import { useProductTitle } from './brand.tsx';

interface FooterProps {
  readonly onAgreement: () => void;
  /** Absent when nobody is signed in (the account panel needs a session). */
  readonly onAccount?: () => void;
  /** A Guide or super-admin is signed in: they have no facilitator to contact. */
  readonly staff?: boolean;
}

/**
 * Spec 2.17: copyright 2007 to this year, Home, the agreement, Account and a contact line (the
 * configured address; else a participant's facilitator, a Guide's or super-admin's administrator).
 */
export const Footer = ({ onAgreement, onAccount, staff = false }: FooterProps) => {
  const { contactEmail } = useRuntimeConfig();
  const productTitle = useProductTitle();
  return (
    <footer className="vs-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <button type="button" className="vs-link-button" onClick={onAgreement}>
              Agreement
            </button>
          </li>
          {onAccount ? (
            <li>
              <button type="button" className="vs-link-button" onClick={onAccount}>
                Account
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p>
        {contactEmail ? (
          <>
            Questions? Contact <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </>
        ) : staff ? (
          'Questions? Contact your administrator.'
        ) : (
          'Questions? Contact your facilitator.'
        )}
      </p>
      <p>
        © 2007–{new Date().getFullYear()} {productTitle}
      </p>
    </footer>
  );
};
