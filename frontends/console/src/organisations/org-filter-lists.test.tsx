import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditLogScreen } from '../audit/audit-log-screen.tsx';
import { ConsoleHome } from '../home/console-home.tsx';
import { ParticipantsScreen } from '../participants/participants-screen.tsx';
import { TeamOutputScreen } from '../team-output/team-output-screen.tsx';
import { BETA, ORGS } from '../testing/organisations.ts';
import { superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, sent } from '../testing/replies.ts';

const TABS = [
  { value: 'participants', label: 'Participants', content: <ParticipantsScreen accessLevel={2} /> },
  { value: 'team', label: 'Team Output', content: <TeamOutputScreen /> },
  { value: 'audit', label: 'Audit Log', content: <AuditLogScreen /> },
];

describe("the console head's organisation switch narrows every list", () => {
  it('asks the server for the participants, team output and audit log of the organisation chosen', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': superAdminInfo,
      'GET /api/org/all': ok({ organisations: ORGS }),
      'GET /api/user/participants': listRoute([]),
      'GET /api/user/participants_uploaded': ok({ users: [] }),
      'GET /api/event/team_output': ok({ team_output: [] }),
      'GET /api/audit': ok({ entries: [], next: null }),
    });
    renderConsole(<ConsoleHome heading="Super-Admin Console" tabs={TABS} />);
    const lastQuery = (path: string) => sent(requests, 'GET', path).at(-1)?.query;

    await waitFor(() => expect(lastQuery('/api/user/participants')?.get('orgId')).toBeNull());
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisation' }), BETA);
    await waitFor(() => expect(lastQuery('/api/user/participants')?.get('orgId')).toBe(BETA));

    await userEvent.click(screen.getByRole('tab', { name: 'Team Output' }));
    await waitFor(() => expect(lastQuery('/api/event/team_output')?.get('orgId')).toBe(BETA));

    await userEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    await waitFor(() => expect(lastQuery('/api/audit')?.get('orgId')).toBe(BETA));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), '');
    await waitFor(() => expect(lastQuery('/api/audit')?.get('orgId')).toBeNull());
  });
});
