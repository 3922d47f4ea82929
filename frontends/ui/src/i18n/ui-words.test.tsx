import { render, screen } from '@testing-library/react';
import de from '@vs/i18n/messages/de.json' with { type: 'json' };
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from '../account/new-password-fields.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Dialog } from '../components/dialog.tsx';
import { LoadingOverlay } from '../components/spinner.tsx';

const inGerman = ({ children }: { readonly children: ReactNode }) => (
  <IntlProvider locale="de" defaultLocale="en" messages={de}>
    {children}
  </IntlProvider>
);

describe('the design system’s own words', () => {
  it('are in the language of the page: a dialog’s close button', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Titel">
        <p>Inhalt</p>
      </Dialog>,
      { wrapper: inGerman },
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('are in the language of the page: a confirmation’s cancel button', () => {
    render(
      <ConfirmDialog
        open
        title="Sicher?"
        message="Wirklich?"
        confirmLabel="Ja"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
      { wrapper: inGerman },
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('are in the language of the page: loading, the new-password fields', () => {
    render(
      <>
        <LoadingOverlay loading>
          <p>Inhalt</p>
        </LoadingOverlay>
        <NewPasswordFields optional value={{ password: '', confirmation: '' }} onChange={() => undefined} />
      </>,
      { wrapper: inGerman },
    );
    expect(screen.getByRole('status').textContent).toBe('Wird geladen');
    expect(screen.getAllByLabelText('Passwort bestätigen')).toHaveLength(1);
    expect(screen.getAllByText(/^Leer lassen, um Ihr Passwort zu behalten\. /)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
  });

  it('stay English for an English page, and a caller’s own label wins', () => {
    render(
      <IntlProvider locale="en">
        <LoadingOverlay loading>
          <p>Content</p>
        </LoadingOverlay>
        <LoadingOverlay loading label="Saving">
          <p>More</p>
        </LoadingOverlay>
      </IntlProvider>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading', 'Saving']);
  });
});
