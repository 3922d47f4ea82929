import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessCloseFor, todayHere } from '../dates.ts';
import { person, SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, refused } from '../testing/replies.ts';
import { AddEventDialog } from './add-event-dialog.tsx';

const PEOPLE = [
  person('00000000-0000-4000-8000-00000000000a', 'Pat', 'Example'),
  person('00000000-0000-4000-8000-00000000000b', 'Sam', 'Busy', { event: 'some-event' }),
  person('00000000-0000-4000-8000-00000000000c', 'Kim', 'Lee'),
];
const GUIDE = person('00000000-0000-4000-8000-0000000000f1', 'Gus', 'Guide', { accessLevel: 1 });

const serve = (createReply = ok({ message: 'Event created' }), me = SUPER_ADMIN) =>
  fakeServer({
    'GET /api/user/info': ok({ user: me }),
    'GET /api/user/facilitators': ok({ users: [GUIDE], total: 1 }),
    'GET /api/user/participants': listRoute(PEOPLE),
    'POST /api/event/create': { status: 201, ...createReply },
  });

const renderDialog = (accessLevel: 1 | 2 = 2) => {
  const onOpenChange = vi.fn();
  renderConsole(<AddEventDialog accessLevel={accessLevel} open onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Add Event' }) };
};

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

const createBody = (server: ReturnType<typeof serve>) =>
  server.requests.find((request) => request.path === '/api/event/create')?.body;

describe('AddEventDialog', () => {
  it('starts from the spec defaults: empty name, today, one month later, Regular, Pre-work, yourself', async () => {
    serve();
    renderDialog();
    const today = todayHere();
    expect(field('Name').value).toBe('');
    expect(field('Event Date').value).toBe(today);
    expect(field('Access Close').value).toBe(accessCloseFor(today));
    const type = screen.getByRole('combobox', { name: 'Event Type' }) as HTMLSelectElement;
    expect(type.value).toBe('Reg');
    expect([...type.options].map((option) => [option.value, option.text])).toEqual([
      ['Reg', 'Regular'],
      ['Non-reg', 'Discount'],
    ]);
    const session = screen.getByRole('combobox', { name: 'Session Access' }) as HTMLSelectElement;
    expect(session.value).toBe('Pre-work');
    expect([...session.options].map((option) => option.text)).toEqual(['Pre-work', 'Live']);
    const facilitator = screen.getByRole('combobox', { name: 'Facilitator' }) as HTMLSelectElement;
    await waitFor(() => expect(facilitator.options[0]?.text).toBe('Yourself (Ada Admin)'));
    expect(facilitator.value).toBe('');
    expect(
      screen.getByText(/To add brand-new participants, open the event's Dashboard after saving/),
    ).toBeTruthy();
  });

  it('moves access close to one month after a new event date, and lets the person change it after', async () => {
    serve();
    renderDialog();
    fireEvent.change(field('Event Date'), { target: { value: '2027-01-31' } });
    expect(field('Access Close').value).toBe('2027-02-28');
    fireEvent.change(field('Access Close'), { target: { value: '2027-03-15' } });
    expect(field('Access Close').value).toBe('2027-03-15');
    expect(field('Event Date').value).toBe('2027-01-31');
  });

  it('creates the event with the chosen participants and no facilitator when the creator facilitates', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.type(field('Name'), 'Spring Workshop');
    fireEvent.change(field('Event Date'), { target: { value: '2027-04-10' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event Type' }), 'Discount');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session Access' }), 'Live');
    await user.click(await screen.findByRole('checkbox', { name: /Pat Example/ }));
    await user.click(screen.getByRole('checkbox', { name: /Kim Lee/ }));
    // The browser's zone is chosen to begin with; any IANA zone may be picked instead.
    const zone = screen.getByRole('combobox', { name: /Time Zone/ });
    expect((zone as HTMLSelectElement).value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(createBody(server)).toEqual({
      eventName: 'Spring Workshop',
      eventDate: '2027-04-10',
      accessClose: '2027-05-10',
      eventType: 'Non-reg',
      sessionAccess: 'Live',
      timeZone: 'Asia/Tokyo',
      participants: [PEOPLE[0]?.uid, PEOPLE[2]?.uid],
    });
    expect(await screen.findByText('Event created')).toBeTruthy();
  });

  it('sends the chosen Guide as facilitator', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderDialog();
    await user.type(field('Name'), 'For Gus');
    const facilitator = screen.getByRole('combobox', { name: 'Facilitator' });
    await within(facilitator).findByRole('option', { name: 'Gus Guide (gus@example.test)' });
    await user.selectOptions(facilitator, 'Gus Guide (gus@example.test)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createBody(server)).toMatchObject({ eventName: 'For Gus', facilitator: GUIDE.uid }),
    );
  });

  it('searches participants on the server, shows people already in an event disabled, and keeps choices across searches', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderDialog();
    const busy = await screen.findByRole('checkbox', { name: /Sam Busy.*Already in an event/ });
    expect((busy as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Pat Example/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'kim');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Pat Example/ })).toBeNull());
    expect(server.requests.some((request) => request.query.get('q') === 'kim')).toBe(true);
    expect(server.requests.find((request) => request.query.get('q') === 'kim')?.query.get('limit')).toBe(
      '50',
    );
    expect(screen.getByText('1 participant found.')).toBeTruthy();
    const chosen = screen.getByRole('heading', { name: 'Chosen (1)' });
    expect(chosen).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Pat Example' }));
    expect(screen.getByRole('heading', { name: 'Chosen (0)' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'zzz');
    expect(await screen.findByText('No participants match the search.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("keeps everything typed and shows the server's message when the save is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(refused(400, 'Access close must not be before the event date'));
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.type(field('Name'), 'Broken Dates');
    fireEvent.change(field('Access Close'), { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access close must not be before the event date')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field('Name').value).toBe('Broken Dates');
    expect(field('Access Close').value).toBe('2000-01-01');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a Guide as the facilitator, read-only, and never lists other Guides', async () => {
    const guide = person(SUPER_ADMIN.uid, 'Gwen', 'Guide', { accessLevel: 1 });
    const server = serve(ok({ message: 'Event created' }), guide);
    const user = userEvent.setup();
    renderDialog(1);
    const facilitator = screen.getByRole('textbox', { name: 'Facilitator' }) as HTMLInputElement;
    await waitFor(() => expect(facilitator.value).toBe('Gwen Guide'));
    expect(facilitator.readOnly).toBe(true);
    await user.type(field('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createBody(server)).toMatchObject({ eventName: 'Mine', participants: [] }));
    expect(createBody(server)).not.toHaveProperty('facilitator');
    expect(server.requests.some((request) => request.path === '/api/user/facilitators')).toBe(false);
  });

  it('is filled and saved by keyboard alone (Enter in the name field submits)', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(field('Name'));
    await user.keyboard('Keyboard Event');
    await user.tab();
    expect(document.activeElement).toBe(field('Event Date'));
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(createBody(server)).toMatchObject({ eventName: 'Keyboard Event' }));
  });
});
