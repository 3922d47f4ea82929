import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigContext } from '../config/runtime-config.ts';
import { TEST_CONFIG } from '../testing/render-shell.tsx';
import { Footer } from './footer.tsx';

afterEach(cleanup);

const renderFooter = (contactEmail: string, staff?: boolean) =>
  render(
    <IntlProvider locale="en">
      <RuntimeConfigContext.Provider value={{ ...TEST_CONFIG, contactEmail }}>
        <MemoryRouter>
          <Footer onAgreement={() => undefined} {...(staff === undefined ? {} : { staff })} />
        </MemoryRouter>
      </RuntimeConfigContext.Provider>
    </IntlProvider>,
  );

describe('Footer contact line (spec 2.17)', () => {
  it('names the configured address to everyone', () => {
    renderFooter('help@example.test', true);
    expect(screen.getByRole('link', { name: 'help@example.test' }).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
  });

  it('sends a participant (or anyone signed out) to their facilitator when no address is configured', () => {
    renderFooter('');
    expect(screen.getByText('Questions? Contact your facilitator.')).toBeTruthy();
  });

  it('never tells a Guide or super-admin to contact their facilitator', () => {
    renderFooter('', true);
    expect(screen.getByText('Questions? Contact your administrator.')).toBeTruthy();
    expect(screen.queryByText(/facilitator/)).toBeNull();
  });
});
