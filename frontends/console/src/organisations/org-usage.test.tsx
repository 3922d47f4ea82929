import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACME, BETA, ORGS, org } from '../testing/organisations.ts';
import { superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { OrganisationsScreen } from './organisations-screen.tsx';

const month = (name: string, counts: readonly [number, number, number, number]) => ({
  month: name,
  eventsHeld: counts[0],
  participantsInvited: counts[1],
  preworkCompleted: counts[2],
  liveCompleted: counts[3],
});

/** GET /api/org/usage: the period asked for, with two busy months whatever it is. */
const usageRoute = (request: SeenRequest) =>
  ok({
    message: 'Usage loaded',
    usage: {
      orgId: request.query.get('orgId'),
      name: 'Acme',
      slug: 'acme',
      from: request.query.get('from'),
      to: request.query.get('to'),
      months: [month('2026-02', [2, 10, 7, 5]), month('2026-03', [1, 4, 2, 0])],
    },
  });

const server = (extra: Parameters<typeof fakeServer>[0] = {}, organisations = ORGS) =>
  fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/org/all': ok({ organisations }),
    'GET /api/org/members': ok({ members: [] }),
    'GET /api/org/usage': usageRoute,
    ...extra,
  });

const openUsage = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Acme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Acme' });
  return { dialog, usage: within(dialog).getByRole('region', { name: 'Usage' }) };
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent).join(' | '));

describe('the usage of an organisation, in its editor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the last twelve months by default, a row per month and their totals', async () => {
    const { requests } = server();
    renderConsole(<OrganisationsScreen provider />);
    const { usage } = await openUsage();
    const table = await within(usage).findByRole('table', { name: 'Usage of Acme, Apr 2025 to Mar 2026' });
    expect(rowsOf(table)).toEqual([
      'Month | Events held | Participants invited | Pre-work completed | Live sessions completed',
      'Feb 2026 | 2 | 10 | 7 | 5',
      'Mar 2026 | 1 | 4 | 2 | 0',
      'Total | 3 | 14 | 9 | 5',
    ]);
    const [asked] = sent(requests, 'GET', '/api/org/usage');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      orgId: ACME,
      from: '2025-04-01',
      to: '2026-03-15',
    });
    // The table scrolls inside its own region on a narrow screen, reachable by keyboard.
    expect(within(usage).getByRole('region', { name: /^Usage of Acme/ }).tabIndex).toBe(0);
  });

  it('asks for the months chosen, and says so when the first is after the last', async () => {
    const { requests } = server();
    renderConsole(<OrganisationsScreen provider />);
    const { usage } = await openUsage();
    await within(usage).findByRole('table');
    const from = within(usage).getByRole('combobox', { name: 'From' });
    const to = within(usage).getByRole('combobox', { name: 'To' });
    await userEvent.selectOptions(from, '2025-12');
    await userEvent.selectOptions(to, '2026-02');
    await within(usage).findByRole('table', { name: 'Usage of Acme, Dec 2025 to Feb 2026' });
    expect(sent(requests, 'GET', '/api/org/usage').at(-1)?.query.toString()).toBe(
      `orgId=${ACME}&from=2025-12-01&to=2026-02-28`,
    );
    const asked = sent(requests, 'GET', '/api/org/usage').length;
    await userEvent.selectOptions(from, '2026-03');
    expect(within(usage).getByText('The first month must not be after the last one').className).toBe(
      'vs-field-error',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(within(usage).queryByRole('table')).toBeNull();
    expect(within(usage).getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(sent(requests, 'GET', '/api/org/usage')).toHaveLength(asked);
  });

  it('downloads the period as CSV under the name the server gives', async () => {
    const { requests } = server({
      'GET /api/org/usage': (request) =>
        request.query.get('format') === 'csv'
          ? {
              body: {},
              headers: {
                'content-disposition': 'attachment; filename="usage-acme-2025-04-01-to-2026-03-15.csv"',
              },
            }
          : usageRoute(request),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConsole(<OrganisationsScreen provider />);
    const { usage } = await openUsage();
    await within(usage).findByRole('table');
    await userEvent.click(within(usage).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['usage-acme-2025-04-01-to-2026-03-15.csv']));
    expect(sent(requests, 'GET', '/api/org/usage').at(-1)?.query.toString()).toBe(
      `orgId=${ACME}&from=2025-04-01&to=2026-03-15&format=csv`,
    );
  });

  it("shows a client admin their organisation's usage, and the server's refusal in place", async () => {
    server({ 'GET /api/org/usage': refused(403, "Only the organisation's client admins see its usage") }, [
      org(ACME, 'Acme', 'acme', 'client_admin'),
      org(BETA, 'Beta', 'beta', 'guide'),
    ]);
    renderConsole(<OrganisationsScreen provider={false} />);
    const { usage } = await openUsage();
    expect(
      await within(usage).findByText("Only the organisation's client admins see its usage"),
    ).toBeTruthy();
  });
});
