import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { English } from '../testing/english.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { FollowUpDrift } from './follow-up-drift.tsx';

const value = (name: string, rank: number, atWorkshop: number, atFollowUp: number) => ({
  value: name,
  originalIndex: rank - 1,
  rank,
  atWorkshop,
  atFollowUp,
  change: atFollowUp - atWorkshop,
});

const POINT = {
  eid: 'e-1',
  days: 30,
  answeredAt: '2026-07-10T09:00:00.000Z',
  note: 'A new role',
  drift: {
    alignmentThen: 52,
    alignmentNow: 61,
    values: [value('Honesty', 1, 40, 70), value('Family', 2, 80, 80)],
    movedMost: [value('Honesty', 1, 40, 70)],
  },
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <English>{children}</English>
  </QueryClientProvider>
);

describe('FollowUpDrift', () => {
  it("shows each answered follow-up: alignment then and now, the sentence, each value's change", async () => {
    const { requests } = fakeServer({
      'GET /api/response/drift_byid': { body: { success: true, points: [POINT] } },
    });
    render(<FollowUpDrift uid="u-9" />, { wrapper });
    const point = await screen.findByRole('region', { name: 'Follow-up after 30 days' });
    expect(within(point).getByText('Alignment: 52 % at the workshop, 61 % at the follow-up')).toBeTruthy();
    expect(within(point).getByText('What changed: A new role')).toBeTruthy();
    expect(
      within(point)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ValueWorkshopFollow-upChange', 'Honesty40 %70 %+30', 'Family80 %80 %0']);
    expect(requests.map((r) => r.query.get('uid'))).toEqual(['u-9']);
  });

  it('shows nothing while no follow-up is answered', async () => {
    const { requests } = fakeServer({
      'GET /api/response/drift_byid': { body: { success: true, points: [] } },
    });
    const { container } = render(<FollowUpDrift uid="u-9" />, { wrapper });
    await expect.poll(() => requests.length).toBe(1);
    expect(container.textContent).toBe('');
  });
});
