import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { emptyMeaningfulWork, NO_INSIGHT, type ValuesInsight } from '@vs/domain';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { PrintPage } from './print-page.tsx';

type InsightReply = { status: number; body: Record<string, unknown> };

const UNBRANDED = {
  name: 'Default',
  slug: 'default',
  hasLogo: false,
  logoVersion: null,
  accentColour: null,
  hideProductName: false,
};

/** /print/u-9/mw: the Meaningful Work sheet of u-9, the insight and branding calls answered as given. */
const openSheet = (
  insight: InsightReply,
  branding: InsightReply = { status: 200, body: { success: true, branding: UNBRANDED } },
) => {
  const server = fakeServer({
    'GET /api/org/branding_of': branding,
    'GET /api/user/info_byid': {
      body: { success: true, user: { uid: 'u-9', forename: 'Pat', surname: 'Lee', mwEnabled: true } },
    },
    'GET /api/event/participant_event_byid': { status: 404, body: { success: false } },
    'GET /api/response/meaningfulwork': {
      body: {
        success: true,
        data: { ...emptyMeaningfulWork(), 'driver-value': 'Honesty' },
        defaults: emptyMeaningfulWork(),
        event: null,
      },
    },
    'GET /api/response/insight_byid': insight,
  });
  render(
    <MemoryRouter initialEntries={['/print/u-9/mw']}>
      <Routes>
        <Route path="/print/:uid/:page" element={<PrintPage productTitle="Values System" />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );
  return server;
};

const surfaceText = (): string =>
  (document.querySelector('.vs-print-surface')?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

const printSheet = async (insight: ValuesInsight) => {
  const server = openSheet({ status: 200, body: { success: true, ...insight } });
  let text = '';
  await waitFor(() => {
    text = surfaceText();
    expect(text).toContain('The Space I Hold');
  });
  return { text, requests: server.requests };
};

describe('PrintPage: the Meaningful Work sheet with valued vs lived', () => {
  it("shows the participant's insight, read live with the typed by-id call", async () => {
    const { text, requests } = await printSheet({
      alignment: 61,
      neglected: [{ value: 'Family', rank: 2, percentLived: 30 }],
    });
    expect(text).toContain('Your top values you live least');
    expect(text).toContain('How closely your life follows your top values: 61 of 100');
    expect(text).toContain('Family (rank 2, 30% lived) is one of your top three values');
    const read = requests.find((r) => r.path === '/api/response/insight_byid');
    expect([read?.query.get('uid'), read?.query.get('prework')]).toEqual(['u-9', 'false']);
  });

  it('says so kindly when no top value is neglected', async () => {
    const { text } = await printSheet({ alignment: 90, neglected: [] });
    expect(text).toContain('90 of 100');
    expect(text).toContain('You live each of your top three values at least half the time.');
  });

  it('shows no section before the values are rated', async () => {
    const { text } = await printSheet(NO_INSIGHT);
    expect(text).toContain('Honesty');
    expect(text).not.toContain('Your top values you live least');
    expect(text).not.toContain('of 100');
  });

  it('prints the sheet without it when the insight cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openSheet({ status: 503, body: { success: false, message: 'The server is busy. Please try again.' } });
    await waitFor(() => expect(surfaceText()).toContain('Honesty'));
    expect(surfaceText()).not.toContain('Your top values you live least');
    expect(screen.queryByText('The server is busy. Please try again.')).toBeNull();
  });
});

describe("PrintPage: the participant's organisation's brand, as on their PDF", () => {
  const ACME = {
    ...UNBRANDED,
    name: 'Acme',
    slug: 'acme',
    hasLogo: true,
    logoVersion: 'v-7',
    hideProductName: true,
  };

  it('shows its logo by its version and its name for the product when it hides it', async () => {
    const server = openSheet(
      { status: 200, body: { success: true, ...NO_INSIGHT } },
      { status: 200, body: { success: true, branding: ACME } },
    );
    await waitFor(() => expect(surfaceText()).toContain('The Space I Hold'));
    const surface = document.querySelector('.vs-print-surface')?.shadowRoot;
    expect(surface?.querySelector('img.vs-logo')?.getAttribute('src')).toBe('/api/org/logo?slug=acme&v=v-7');
    expect(surfaceText()).toContain('Acme');
    expect(surfaceText()).not.toContain('Values System');
    expect(server.requests.find((r) => r.path === '/api/org/branding_of')?.query.get('uid')).toBe('u-9');
  });

  it('shows no logo for an organisation without one, and prints without a brand when it cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const branding of [
      { status: 200, body: { success: true, branding: UNBRANDED } },
      { status: 503, body: { success: false, message: 'The server is busy. Please try again.' } },
    ]) {
      openSheet({ status: 200, body: { success: true, ...NO_INSIGHT } }, branding);
      await waitFor(() => expect(surfaceText()).toContain('The Space I Hold'));
      expect(document.querySelector('.vs-print-surface')?.shadowRoot?.querySelector('img')).toBeNull();
      expect(surfaceText()).toContain('Values System');
      cleanup();
    }
  });
});
