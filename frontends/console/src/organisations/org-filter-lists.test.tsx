import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditLogScreen } from '../audit/audit-log-screen.tsx';
import { ConsoleHome } from '../home/console-home.tsx';
import { ParticipantsScreen } from '../participants/participants-screen.tsx';
import { PeopleScreen } from '../people/people-screen.tsx';
import { TeamOutputScreen } from '../team-output/team-output-screen.tsx';
import { BETA, ORGS } from '../testing/organisations.ts';
import { numberedPerson, superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, sent } from '../testing/replies.ts';

const TABS = [
  { value: 'participants', label: 'Participants', content: <ParticipantsScreen accessLevel={2} /> },
  { value: 'guides', label: 'Guides', content: <PeopleScreen kind="guides" /> },
  { value: 'team', label: 'Team Output', content: <TeamOutputScreen /> },
  { value: 'audit', label: 'Audit Log', content: <AuditLogScreen /> },
];

describe("the console head's organisation switch narrows every list", () => {
  it('asks the server for the participants, Guides, team output and audit log of the organisation chosen', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/org/all': ok({ organisations: ORGS }),
      'GET /api/user/participants': listRoute([]),
      'GET /api/user/participants_uploaded': ok({ users: [] }),
      'GET /api/user/facilitators': listRoute([]),
      'GET /api/event/team_output': ok({ team_output: [] }),
      'GET /api/audit': ok({ entries: [], next: null }),
    });
    renderConsole(<ConsoleHome heading="Super-Admin Console" tabs={TABS} />);
    const lastQuery = (path: string) => sent(requests, 'GET', path).at(-1)?.query;

    await waitFor(() => expect(lastQuery('/api/user/participants')?.get('orgId')).toBeNull());
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisation' }), BETA);
    await waitFor(() => expect(lastQuery('/api/user/participants')?.get('orgId')).toBe(BETA));

    await userEvent.click(screen.getByRole('tab', { name: 'Guides' }));
    await waitFor(() => expect(lastQuery('/api/user/facilitators')?.get('orgId')).toBe(BETA));

    await userEvent.click(screen.getByRole('tab', { name: 'Team Output' }));
    await waitFor(() => expect(lastQuery('/api/event/team_output')?.get('orgId')).toBe(BETA));

    await userEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    await waitFor(() => expect(lastQuery('/api/audit')?.get('orgId')).toBe(BETA));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), '');
    await waitFor(() => expect(lastQuery('/api/audit')?.get('orgId')).toBeNull());
  });

  it('starts a people list at its first page when another organisation is chosen', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/org/all': ok({ organisations: ORGS }),
      'GET /api/user/participants': listRoute(Array.from({ length: 120 }, (_, i) => numberedPerson(i + 1))),
      'GET /api/user/participants_uploaded': ok({ users: [] }),
    });
    renderConsole(<ConsoleHome heading="Super-Admin Console" tabs={TABS} />);
    const offsets = () => sent(requests, 'GET', '/api/user/participants').map((r) => r.query.get('offset'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(offsets().at(-1)).toBe('50'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), BETA);
    await waitFor(() =>
      expect(sent(requests, 'GET', '/api/user/participants').at(-1)?.query.toString()).toBe(
        `offset=0&limit=50&orgId=${BETA}`,
      ),
    );
  });
});
