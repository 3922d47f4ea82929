import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { AuditLogScreen } from './audit-log-screen.tsx';

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `entry-${n}`,
  at: new Date(Date.UTC(2026, 5, 1, 9, 60 - n)).toISOString(),
  actor: { uid: `uid-guide-${n % 2}`, email: `guide${n % 2}@example.test`, name: `Gus Guide${n % 2}` },
  action: 'event.updated',
  target: { kind: 'event', id: `event-${n}`, name: `Workshop ${n}` },
  details: { fields: ['eventName', 'eventDate'] } as Record<string, unknown>,
  detailNames: {} as Record<string, string>,
  requestId: `req-${n}`,
  client: '192.0.2.1',
  ...overrides,
});

/** The server's keyset paging: `before` is the id of the last entry shown. */
const auditRoute = (entries: ReturnType<typeof entry>[]) => (request: SeenRequest) => {
  const actor = request.query.get('actor');
  const action = request.query.get('action');
  const matching = entries.filter(
    (e) =>
      (actor === null || e.actor.email === actor || e.actor.uid === actor) &&
      (action === null || e.action === action),
  );
  const before = request.query.get('before');
  const start = before === null ? 0 : matching.findIndex((e) => e.id === before) + 1;
  const limit = Number(request.query.get('limit'));
  const page = matching.slice(start, start + limit);
  return ok({ entries: page, next: start + limit < matching.length ? page.at(-1)?.id : null });
};

describe('AuditLogScreen', () => {
  it('shows the newest entries with who, what, target, changed fields and client', async () => {
    fakeServer({ 'GET /api/user/info': superAdminInfo, 'GET /api/audit': auditRoute([entry(1)]) });
    renderConsole(<AuditLogScreen />);
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^1 Jun 2026, \d\d:59:00$/),
      'Gus Guide1 guide1@example.test',
      'Event updated',
      'Event: Workshop 1',
      'fields: eventName, eventDate',
      '192.0.2.1',
    ]);
  });

  it('reads actors and targets by name with their ids on hover, and by id once they are gone', async () => {
    fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/audit': auditRoute([
        entry(1, { action: 'user.updated', target: { kind: 'user', id: 'uid-pat', name: 'Pat Lee' } }),
        entry(2, {
          action: 'user.deleted',
          actor: { uid: 'uid-gone', email: null, name: null },
          target: { kind: 'user', id: 'uid-erased', name: null },
        }),
        entry(3, {
          action: 'login.failed',
          actor: null,
          target: { kind: 'user', id: 'uid-pat', name: 'Pat Lee' },
        }),
        entry(4, {
          action: 'participant.added',
          details: { uid: 'uid-pat' },
          detailNames: { uid: 'Pat Lee' },
        }),
      ]),
    });
    renderConsole(<AuditLogScreen />);
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, named, gone, failed, added] = within(table).getAllByRole('row') as HTMLElement[];
    const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');

    const [, who, , target] = cells(named);
    expect(who?.textContent).toBe('Gus Guide1 guide1@example.test');
    expect(within(who as HTMLElement).getByTitle('User id uid-guide-1')).toBeTruthy();
    expect(target?.textContent).toBe('Person: Pat Lee');
    expect(within(target as HTMLElement).getByTitle('Person id uid-pat')).toBeTruthy();

    expect(
      cells(gone)
        .map((cell) => cell.textContent)
        .slice(1, 4),
    ).toEqual(['uid-gone', 'User deleted', 'Person: uid-erased']);
    expect(cells(failed)[1]?.textContent).toBe('Unknown');
    const details = cells(added)[4] as HTMLElement;
    expect(details.textContent).toBe('person: Pat Lee');
    expect(within(details).getByTitle('uid: uid-pat')).toBeTruthy();
  });

  it('loads 50 more entries after the last one shown, until there are no more', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/audit': auditRoute(Array.from({ length: 60 }, (_, i) => entry(i))),
    });
    renderConsole(<AuditLogScreen />);
    expect(await screen.findByText('Showing the newest 50 entries')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing the newest 60 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent(requests, 'GET', '/api/audit').map((r) => r.query.get('before'))).toEqual([null, 'entry-49']);
  });

  it("filters by who and action on the server: one Guide's closes", async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/audit': auditRoute([entry(1), entry(2), entry(3, { action: 'event.closed' })]),
    });
    renderConsole(<AuditLogScreen />);
    await screen.findByText('Showing the newest 3 entries');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Who (email or user id)' }),
      'guide1@example.test',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Event closed');
    expect(await screen.findByText('Showing the newest 1 entry')).toBeTruthy();
    await waitFor(() =>
      expect(sent(requests, 'GET', '/api/audit').at(-1)?.query.toString()).toBe(
        'limit=50&actor=guide1%40example.test&action=event.closed',
      ),
    );
  });

  it('says when nothing matches', async () => {
    fakeServer({ 'GET /api/user/info': superAdminInfo, 'GET /api/audit': ok({ entries: [], next: null }) });
    renderConsole(<AuditLogScreen />);
    expect(await screen.findByText('No audit entries match.')).toBeTruthy();
  });

  it('shows a refusal with Try again', async () => {
    fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/audit': refused(403, 'You are not allowed to do that.'),
    });
    renderConsole(<AuditLogScreen />);
    expect(await screen.findByText('The audit log could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
