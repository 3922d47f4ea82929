import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { PreworkView } from './prework-view.tsx';

const ORIGINAL = Array.from({ length: 14 }, (_, i) => `Value ${String.fromCharCode(65 + i)}`);
const TEN = ORIGINAL.slice(0, 10);

const values = (chosen: readonly string[], completed = 1) => ({
  success: true,
  message: 'Values loaded',
  originalValues: ORIGINAL,
  originalIndexes: chosen.map((v) => ORIGINAL.indexOf(v)),
  values: chosen,
  descriptions: chosen.map((v) => (completed > 1 ? `About ${v}` : '')),
  percentLived: chosen.map(() => 100),
});

const userInfo = (responseCompleted: boolean[]) => ({
  success: true,
  message: 'User loaded',
  user: { uid: 'u-1', forename: 'Pat', surname: 'Lee', responseCompleted },
});

const saved = { body: { success: true, message: 'Saved' } };

const renderAt = (path: string, onLogout = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={['/back', path]} initialIndex={1}>
      <Routes>
        <Route
          path="/prework/:uid?"
          element={<PreworkView productTitle="Values System" onLogout={onLogout} />}
        />
        <Route path="/back" element={<p>Back where I was</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );

const heading = () => screen.findByRole('heading', { level: 1 });
const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.clear());

describe('PreworkView: where it starts', () => {
  it('starts a participant with nothing done at the agreement, titled with the product title', async () => {
    fakeServer({
      'GET /api/user/info': { body: userInfo([false, false, false, false]) },
      'GET /api/response/participant': { body: values([]) },
    });
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Values System');
    await waitFor(() => expect(document.title).toBe('Values System'));
    expect(screen.getByText(/personal information is not shared/)).toBeTruthy();
    await click('I Agree');
    expect((await heading()).textContent).toBe('Introduction');
    expect(screen.getByText(/about 30-45 minutes/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Introduction | Values System'));
  });

  it('resumes a returning participant at the first incomplete step', async () => {
    fakeServer({
      'GET /api/user/info': { body: userInfo([true, true, false, false]) },
      'GET /api/response/participant': { body: values(TEN, 2) },
    });
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Rank');
    expect(screen.getByText('Step 3 (of 4)')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Step 3 (of 4) | Values System'));
  });

  it('acts on a participant by id from index 2, with the by-id calls, and Finish goes back', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info_byid': { body: userInfo([false, false, false, false]) },
      'GET /api/response/participant_byid': { body: values([]) },
    });
    renderAt('/prework/u-9');
    expect((await heading()).textContent).toBe('Identify Your Values');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(requests.map((r) => `${r.path}?${r.query}`).sort()).toEqual([
      // The participant's event, named under the title.
      '/api/event/participant_event_byid?uid=u-9',
      '/api/response/participant_byid?prework=true&uid=u-9',
      // The viewer's own account: the language they chose.
      '/api/user/info?',
      '/api/user/info_byid?uid=u-9',
    ]);
  });
});

describe('Step 1 Identify', () => {
  const atIdentify = () => {
    const server = fakeServer({
      'GET /api/user/info': { body: userInfo([false, false, false, false]) },
      'GET /api/response/participant': { body: values([]) },
      'PUT /api/response/participant': saved,
    });
    renderAt('/prework');
    return server;
  };
  const toIdentify = async () => {
    await heading();
    await click('I Agree');
    await click('Next');
    await click('Next');
    expect((await heading()).textContent).toBe('Identify');
  };
  const tick = async (names: readonly string[]) => {
    const user = userEvent.setup();
    for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Choose ${name}` }));
  };

  it('counts the ticks as N selected (M remaining), never below 0 remaining', async () => {
    atIdentify();
    await toIdentify();
    expect(screen.getByText('0 selected (10 remaining)')).toBeTruthy();
    await tick(ORIGINAL.slice(0, 3));
    expect(screen.getByText('3 selected (7 remaining)')).toBeTruthy();
    await tick(ORIGINAL.slice(3, 12));
    expect(screen.getByText(/12 selected \(0 remaining\)/)).toBeTruthy();
    expect(screen.getByText(/Untick 2 values to keep exactly 10/)).toBeTruthy();
  });

  it('narrows the list as one searches, and shows the chosen values as chips a key removes', async () => {
    atIdentify();
    await toIdentify();
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search values' });
    fireEvent.change(search, { target: { value: 'VALUE b' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Choose Value B',
    ]);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(screen.getByText('No value matches “zz”.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await tick(ORIGINAL.slice(0, 3));
    const chosen = screen.getByRole('region', { name: 'Your chosen values' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(ORIGINAL.slice(0, 3));
    within(chosen).getByRole('button', { name: 'Remove Value B' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Value A', 'Value C']);
    expect(screen.getByText('2 selected (8 remaining)')).toBeTruthy();
    // Focus moves on to the next chip.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Value C');
  }, 15_000);

  it("refuses to save anything but exactly 10: 'Please choose exactly 10 values' and no call", async () => {
    const { puts } = atIdentify();
    await toIdentify();
    await tick(ORIGINAL.slice(0, 9));
    await click('Save & Next');
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose exactly 10 values');
    await tick(ORIGINAL.slice(9, 11));
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Please choose exactly 10 values');
    expect(puts()).toEqual([]);
    expect((await heading()).textContent).toBe('Identify');
  });

  it('saves exactly 10 ticked values, a reworded one with its original index, then moves to Define', async () => {
    const { puts } = atIdentify();
    await toIdentify();
    const user = userEvent.setup();
    const reword = screen.getByRole('textbox', { name: 'Reword Value B' });
    await user.clear(reword);
    await user.type(reword, 'Belonging');
    await tick(['Value A', 'Belonging', ...ORIGINAL.slice(2, 10)]);
    await click('Save & Next');
    expect((await heading()).textContent).toBe('Define');
    expect(screen.getByText('Saved')).toBeTruthy();
    const [put] = puts();
    expect(put?.path).toBe('/api/response/participant');
    expect(put?.query.get('prework')).toBe('true');
    expect(put?.body).toEqual({
      values: [
        { value: 'Value A', originalIndex: 0 },
        { value: 'Belonging', originalIndex: 1 },
        ...ORIGINAL.slice(2, 10).map((value, i) => ({ value, originalIndex: i + 2 })),
      ],
      completedMark: 0,
    });
    expect(screen.getByRole('textbox', { name: 'Value 2' })).toHaveProperty('value', 'Belonging');
    expect(screen.getAllByPlaceholderText('Describe this value')).toHaveLength(10);
  });

  it('keeps unsaved ticks and wording in the browser across a reload until saved', async () => {
    atIdentify();
    await toIdentify();
    await tick(ORIGINAL.slice(0, 4));
    cleanup();
    atIdentify();
    await toIdentify();
    expect(screen.getByText('4 selected (6 remaining)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Choose Value D' })).toHaveProperty('checked', true);
  });

  it("shows the server's message and stays when the save fails", async () => {
    fakeServer({
      'GET /api/user/info': { body: userInfo([false, false, false, false]) },
      'GET /api/response/participant': { body: values([]) },
      'PUT /api/response/participant': {
        status: 409,
        body: { success: false, message: 'This event is closed' },
      },
    });
    renderAt('/prework');
    await toIdentify();
    await tick(TEN);
    await click('Save & Next');
    expect(await screen.findByText('This event is closed')).toBeTruthy();
    expect((await heading()).textContent).toBe('Identify');
  });
});

describe('Steps 2-4', () => {
  const at = (completed: boolean[], chosen = TEN) =>
    fakeServer({
      'GET /api/user/info': { body: userInfo(completed) },
      'GET /api/response/participant': { body: values(chosen, 2) },
      'PUT /api/response/participant': saved,
    });

  it('Define saves wording and definitions with completedMark 1; Save & Previous goes back to step 1', async () => {
    const { puts } = at([true, false, false, false]);
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Define');
    const user = userEvent.setup();
    const definition = screen.getByRole('textbox', { name: 'Definition of value 1' });
    await user.clear(definition);
    await user.type(definition, 'Having more than enough');
    await click('Save & Previous');
    expect((await heading()).textContent).toBe('Identify');
    expect(puts()[0]?.body).toMatchObject({
      completedMark: 1,
      descriptions: ['Having more than enough', ...TEN.slice(1).map((v) => `About ${v}`)],
      percentLived: TEN.map(() => 100),
    });
    expect(screen.getByText('10 selected (0 remaining)')).toBeTruthy();
  });

  it('keeps what is typed while a save is on its way: after the save its draft still opens', async () => {
    let release: (response: Response) => void = () => {};
    let server = { body: values(TEN, 2) };
    fakeServer({
      'GET /api/user/info': { body: userInfo([true, false, false, false]) },
      'GET /api/response/participant': () => Promise.resolve(Response.json(server.body)),
      'PUT /api/response/participant': ({ body }) => {
        server = { body: { ...values(TEN, 2), descriptions: body?.descriptions as string[] } };
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      },
    });
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Define');
    const user = userEvent.setup();
    const definition = () => screen.getByRole('textbox', { name: 'Definition of value 1' });
    await user.clear(definition());
    await user.type(definition(), 'Enough');
    await click('Save');
    await user.type(definition(), ' and more');
    release(Response.json({ success: true, message: 'Saved' }));
    await screen.findByText('Saved');
    cleanup();
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Define');
    expect((definition() as HTMLTextAreaElement).value).toBe('Enough and more');
  });

  it('Rank moves a value with its definition and percent, saving completedMark 2', async () => {
    const { puts } = at([true, true, false, false]);
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Rank');
    await click('Move Value A down');
    await click('Move Value A down');
    // Each handle is named by what it shows, rank, value and definition (WCAG 2.5.3 Label in Name).
    const handles = screen.getAllByRole('button', { name: /^Rank \d+ / });
    expect(handles.map((h) => h.getAttribute('aria-label'))).toEqual(Array(10).fill(null));
    expect(handles.map((h) => h.textContent)).toEqual([
      'Rank 1 Value B About Value B',
      'Rank 2 Value C About Value C',
      'Rank 3 Value A About Value A',
      ...TEN.slice(3).map((v, i) => `Rank ${i + 4} ${v} About ${v}`),
    ]);
    expect(screen.getByRole('button', { name: 'Move Value B up' })).toHaveProperty('disabled', true);
    await click('Save & Next');
    expect((await heading()).textContent).toBe('% Lived');
    const body = puts()[0]?.body as {
      values: { value: string }[];
      descriptions: string[];
      completedMark: number;
    };
    expect(body.completedMark).toBe(2);
    expect(body.values.slice(0, 3).map((v) => v.value)).toEqual(['Value B', 'Value C', 'Value A']);
    expect(body.descriptions.slice(0, 3)).toEqual(['About Value B', 'About Value C', 'About Value A']);
  });

  it('Lived starts unrated, accepts only empty or digits up to 100, and saves completedMark 3 once all ten are rated', async () => {
    const { puts } = at([true, true, true, false]);
    renderAt('/prework');
    expect((await heading()).textContent).toBe('% Lived');
    const user = userEvent.setup();
    // Not rated until touched: every box empty, each saying so beside its controls.
    expect(screen.getAllByText('Not rated yet')).toHaveLength(10);
    const input = screen.getByRole('textbox', { name: 'Value A' }) as HTMLInputElement;
    expect(input.value).toBe('');
    await user.type(input, '8x5');
    expect(input.value).toBe('85');
    await user.type(input, '0');
    expect(input.value).toBe('85');
    expect(screen.getAllByText('Not rated yet')).toHaveLength(9);
    await click('Save');
    // Refused beside the controls, no call made.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Value B' }).getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
    await user.clear(input);
    await user.type(input, '100');
    for (const value of TEN.slice(1)) {
      await user.type(screen.getByRole('textbox', { name: value }), '100');
    }
    await click('Save & Next');
    expect((await heading()).textContent).toBe('Thank You For Completing Your Pre-work');
    expect(puts()[0]?.body).toMatchObject({
      completedMark: 3,
      percentLived: TEN.map(() => 100),
    });
  });

  it('Lived: the slider and the box are one value, and a rated step opens on what was saved', async () => {
    at([true, true, true, true]);
    renderAt('/prework');
    // All four steps done: the completion page; back one page to % Lived.
    expect((await heading()).textContent).toBe('Thank You For Completing Your Pre-work');
    await click('Previous');
    expect((await heading()).textContent).toBe('% Lived');
    expect(screen.queryByText('Not rated yet')).toBeNull();
    const slider = screen.getByRole('slider', { name: 'Value A: % lived' }) as HTMLInputElement;
    const box = screen.getByRole('textbox', { name: 'Value A' }) as HTMLInputElement;
    expect([slider.value, box.value]).toEqual(['100', '100']);
    fireEvent.change(slider, { target: { value: '98' } });
    expect([slider.value, box.value]).toEqual(['98', '98']);
    await userEvent.setup().type(box, '{Backspace}5');
    expect([slider.value, box.value]).toEqual(['95', '95']);
  });
});

describe('Completion page', () => {
  it('downloads the pre-work PDF named by content-disposition, busy until it arrives', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = fakeServer({
      'GET /api/user/info': { body: userInfo([true, true, true, true]) },
      'GET /api/response/participant': { body: values(TEN, 2) },
      'GET /api/event/event_output': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt('/prework');
    expect((await heading()).textContent).toBe('Thank You For Completing Your Pre-work');
    await click('Download');
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    release(
      new Response('%PDF', {
        headers: { 'content-disposition': 'attachment; filename="Pat_Lee-ValuesSystem.pdf"' },
      }),
    );
    await waitFor(() => expect(clicked).toEqual(['Pat_Lee-ValuesSystem.pdf']));
    expect(button.getAttribute('aria-busy')).toBeNull();
    const download = requests.find((r) => r.path === '/api/event/event_output');
    expect(Object.fromEntries(download?.query ?? [])).toEqual({ uid: 'u-1', page: 'prework' });
  });

  it('logs out, or for a Guide acting on a participant finishes by going back', async () => {
    fakeServer({
      'GET /api/user/info': { body: userInfo([true, true, true, true]) },
      'GET /api/response/participant': { body: values(TEN, 2) },
      'GET /api/user/info_byid': { body: userInfo([true, true, true, true]) },
      'GET /api/response/participant_byid': { body: values(TEN, 2) },
    });
    const onLogout = vi.fn();
    renderAt('/prework', onLogout);
    await heading();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    await click('Logout');
    expect(onLogout).toHaveBeenCalledOnce();
    cleanup();

    renderAt('/prework/u-1');
    await heading();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    await click('Finish');
    expect(await screen.findByText('Back where I was')).toBeTruthy();
  });
  it("shows a Guide the participant's drift since the workshop; never asks for it on one's own pre-work", async () => {
    const drift = {
      eid: 'e-1',
      days: 90,
      answeredAt: '2026-09-08T09:00:00.000Z',
      note: null,
      drift: {
        alignmentThen: 50,
        alignmentNow: 64,
        values: [{ value: 'Value A', originalIndex: 0, rank: 1, atWorkshop: 40, atFollowUp: 75, change: 35 }],
        movedMost: [],
      },
    };
    const { requests } = fakeServer({
      'GET /api/user/info': { body: userInfo([true, true, true, true]) },
      'GET /api/response/participant': { body: values(TEN, 2) },
      'GET /api/user/info_byid': { body: userInfo([true, true, true, true]) },
      'GET /api/response/participant_byid': { body: values(TEN, 2) },
      'GET /api/response/drift_byid': { body: { success: true, points: [drift] } },
    });
    renderAt('/prework/u-9');
    const point = await screen.findByRole('region', { name: 'Follow-up after 90 days' });
    expect(within(point).getByText('Alignment: 50 % at the workshop, 64 % at the follow-up')).toBeTruthy();
    expect(within(point).getAllByRole('row')[1]?.textContent).toBe('Value A40 %75 %+35');
    expect(
      requests.filter((r) => r.path === '/api/response/drift_byid').map((r) => r.query.get('uid')),
    ).toEqual(['u-9']);
    cleanup();

    renderAt('/prework');
    expect((await heading()).textContent).toBe('Thank You For Completing Your Pre-work');
    expect(screen.queryByRole('region', { name: 'Since the workshop' })).toBeNull();
    expect(requests.filter((r) => r.path === '/api/response/drift_byid')).toHaveLength(1);
  });
});

describe('when the values cannot be loaded', () => {
  it('falls back to the default list with nothing chosen on step 1 and says why', async () => {
    fakeServer({
      'GET /api/user/info': { body: userInfo([false, false, false, false]) },
      'GET /api/response/participant': { status: 500, body: { success: false, message: 'Database down' } },
    });
    renderAt('/prework');
    expect(await screen.findByText('Database down')).toBeTruthy();
    await click('I Agree');
    await click('Next');
    await click('Next');
    expect(screen.getByText('0 selected (10 remaining)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Choose Abundance' })).toHaveProperty('checked', false);
    expect(within(document.body).getAllByRole('checkbox').length).toBeGreaterThan(50);
  });
});
