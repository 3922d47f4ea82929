import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ORIGINAL_VALUES } from '@vs/domain';
import de from '@vs/i18n/values/de.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, type Reply, renderAt } from '../testing/render-shell.tsx';
import { FollowUpScreen } from './follow-up-screen.tsx';

/** Ten default values (indexes 0-8 and 99) and one the participant wrote, at the workshop's "% lived". */
const WORKSHOP = [
  ...ORIGINAL_VALUES.slice(0, 9).map((value, i) => ({
    value,
    originalIndex: i,
    rank: i + 1,
    percentLived: 50,
  })),
  { value: 'Mein Wert', originalIndex: -1, rank: 10, percentLived: 20 },
];

const view = (language: string, drift: unknown = null): Reply => ({
  body: {
    success: true,
    message: 'Follow-up found',
    followUp: {
      eventName: 'Leadership Days',
      days: 30,
      expiresAt: '2026-08-09T00:00:00.000Z',
      language,
      values: WORKSHOP,
      drift,
    },
  },
});

const DRIFT = {
  alignmentThen: 45,
  alignmentNow: 61,
  values: [],
  movedMost: [
    { value: ORIGINAL_VALUES[0], originalIndex: 0, rank: 1, atWorkshop: 50, atFollowUp: 90, change: 40 },
    { value: 'Mein Wert', originalIndex: -1, rank: 10, atWorkshop: 20, atFollowUp: 5, change: -15 },
  ],
};

const serve = (routes: Record<string, Reply | ((body: unknown) => Reply)>) =>
  fakeServer({
    'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } },
    ...routes,
  });

const open = () => renderAt('/followup/t0k', { '/followup/:token': <FollowUpScreen /> });

const submits = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === '/api/followup/submit');

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('FollowUpScreen', () => {
  it('shows the ten values in rank order, each at its workshop "% lived", the slider and number linked', async () => {
    serve({ 'GET /api/followup/view': view('en') });
    open();
    const legends = (await screen.findAllByRole('group')).map(
      (group) => group.querySelector('legend')?.textContent,
    );
    expect(legends).toEqual(WORKSHOP.map((v) => `${v.rank} ${v.value}`));
    expect(screen.getAllByText('At the workshop: 50 %')).toHaveLength(9);
    const slider = screen.getByRole('slider', { name: `${ORIGINAL_VALUES[0]}: % lived today` });
    const [number] = screen.getAllByRole('spinbutton', { name: 'Today, % lived' });
    expect((slider as HTMLInputElement).value).toBe('50');
    fireEvent.change(slider, { target: { value: '80' } });
    expect((number as HTMLInputElement).value).toBe('80');
    fireEvent.change(number as HTMLElement, { target: { value: '35' } });
    expect((slider as HTMLInputElement).value).toBe('35');
  });

  it('sends the ratings and the note, then shows alignment then and now and the values that moved most', async () => {
    const { requests } = serve({
      'GET /api/followup/view': view('en'),
      'POST /api/followup/submit': { body: { success: true, message: 'Thank you', drift: DRIFT } },
    });
    open();
    const [first] = await screen.findAllByRole('spinbutton', { name: 'Today, % lived' });
    fireEvent.change(first as HTMLElement, { target: { value: '90' } });
    const note = screen.getByRole('textbox', { name: 'What changed? (optional)' });
    expect(screen.getByText('0 of 280 characters')).toBeTruthy();
    fireEvent.change(note, { target: { value: ' A new role ' } });
    expect(screen.getByText('12 of 280 characters')).toBeTruthy();
    expect(note.getAttribute('maxlength')).toBe('280');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBe(document.activeElement);
    expect(submits(requests).map((r) => r.body)).toEqual([
      { token: 't0k', percentLived: [90, 50, 50, 50, 50, 50, 50, 50, 50, 20], note: 'A new role' },
    ]);
    expect(screen.getByText('45 %')).toBeTruthy();
    expect(screen.getByText('61 %')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${ORIGINAL_VALUES[0]}: from 50 % to 90 % (+40 points)`,
      'Mein Wert: from 20 % to 5 % (-15 points)',
    ]);
  });

  it('names a number outside 0-100 at its field, focuses it and sends nothing', async () => {
    const { requests } = serve({ 'GET /api/followup/view': view('en') });
    open();
    const numbers = await screen.findAllByRole('spinbutton', { name: 'Today, % lived' });
    fireEvent.change(numbers[3] as HTMLElement, { target: { value: '120' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(numbers[3]?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(numbers[3]);
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    expect(submits(requests)).toEqual([]);
  });

  it('shows the result again on a second visit, and the first answer when a second submit is refused', async () => {
    let answered = false;
    serve({
      'GET /api/followup/view': () => view('en', answered ? DRIFT : null),
      'POST /api/followup/submit': () => {
        answered = true;
        return {
          status: 409,
          body: { success: false, message: 'This follow-up has already been answered.' },
        };
      },
    });
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText('61 %')).toBeTruthy();
  });

  it('says plainly when the link is not valid or has expired', async () => {
    serve({
      'GET /api/followup/view': {
        status: 404,
        body: { success: false, message: 'This follow-up link is not valid or has expired.' },
      },
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This follow-up link is not valid or has expired.',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("speaks the person's language: its messages, default values by index, a value written as written", async () => {
    const { requests } = serve({
      'GET /api/followup/view': view('de'),
      'GET /api/values': { body: de as never },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Ihre Werte heute' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByRole('slider', { name: `${de[0]?.value}: heute gelebt in %` })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Mein Wert: heute gelebt in %' })).toBeTruthy();
    expect(screen.getByText(/^30 Tage nach Leadership Days/)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/values')).toHaveLength(1);
  });
});
