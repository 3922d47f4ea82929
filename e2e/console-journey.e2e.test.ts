import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  consolePage,
  openTab,
  popup,
  registerUser,
  screenshot,
  signInToConsole,
  TEN_VALUES,
  tabTo,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * The consoles' whole journey in the built product, in one order: the super-admin sets up Guides
 * and a second super-admin in the UI; a Guide runs an event from adding it to closing it
 * (participants, logon emails, progress, Meaningful Work, print, Live, team output, removed
 * events); the Guide never sees another Guide's event or people; the super-admin downloads the
 * closed event, removes it and uploads its event.json again. axe checks every screen on the way.
 */

type Api = ApiSession;

interface Person {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

const registerPerson = (as: Api, accessLevel: 0 | 1, person: Person): Promise<string> =>
  registerUser(as, accessLevel, person.forename, person.surname, person.email, person.password);

const GUIDE: Person = {
  forename: 'Greta',
  surname: 'Journey',
  email: 'greta.journey@example.test',
  password: 'Guide1234x',
};
const OTHER_GUIDE: Person = {
  forename: 'Other',
  surname: 'Guide',
  email: 'other.guide@example.test',
  password: 'Other1234x',
};
const SECOND_ADMIN: Person = {
  forename: 'Sam',
  surname: 'Second',
  email: 'sam.second@example.test',
  password: 'Super1234x',
};
/** A participant the Guide registered, in no event yet: chosen in Add Event. */
const EXISTING: Person = {
  forename: 'Ezra',
  surname: 'Early',
  email: 'ezra.early@example.test',
  password: 'Ezra1234x',
};
/** A participant the super-admin registered, in no event: outside the Guide's scope. */
const UNSCOPED: Person = {
  forename: 'Una',
  surname: 'Unassigned',
  email: 'una.unassigned@example.test',
  password: 'Una12345x',
};
/** Added from the dashboard by keyboard alone, then removed again. */
const KEYBOARD: Person = {
  forename: 'Kit',
  surname: 'Keys',
  email: 'kit.keys@example.test',
  password: 'Kit12345x',
};
/** Added from the dashboard as a brand-new participant with a set-up link. */
const NEWCOMER: Person = {
  forename: 'Nia',
  surname: 'Newcomer',
  email: 'nia.newcomer@example.test',
  password: 'Nia12345x',
};
/** The Other Guide's participant. */
const OUTSIDER: Person = {
  forename: 'Oscar',
  surname: 'Outsider',
  email: 'oscar.outsider@example.test',
  password: 'Oscar123x',
};

const EVENT_NAME = 'Journey Day';
const PERSONAL_MESSAGE = 'See you on Friday at ten.';
const OTHER_EVENT = "Other Guide's Event";
/** What the Guide's screens must never show: the Other Guide (and their event's name), their participant. */
const OTHER_GUIDES_TRACES = [
  'Other Guide',
  OTHER_GUIDE.email,
  OUTSIDER.forename,
  OUTSIDER.surname,
  OUTSIDER.email,
];
const NO_EVENTS_ADMIN =
  "No events found. Try adding one with the 'Add Event' button or uploading with the 'Upload Event' button.";
const NO_EVENTS_GUIDE = "No events found. Try adding one with the 'Add Event' button.";
const CLOSE_TEXT = `Are you sure you want to close event ${EVENT_NAME}? This will move the event to the 'Expired Events' page and you and all participants will no longer be able to view their responses.`;
const REMOVE_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';

/** Lists and files come over the network: more than expect.poll's default second on a busy machine. */
const POLL = { timeout: 20_000 };
const STEP_TIMEOUT = 180_000;

let product: Product;
let browser: Browser;
let files: string;
let adminPage: Page;
let guidePage: Page;
let admin: Api;
let eventDate: string;
/** event.json of the closed event, from the zip the super-admin downloaded. */
let eventJson: Buffer;

const ok = async (reply: Promise<{ status: number; body: Record<string, unknown> }>, status = 200) => {
  const { status: got, body } = await reply;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
};

/** Axe and a screenshot: every screen and open dialog of the journey gets both. */
const look = async (page: Page, name: string) => {
  await expectNoAxeViolations(page);
  await screenshot(page, name);
};

/**
 * Axe and a screenshot at 1280 px, then at 360 px (scrolled to `shown` when given), back at
 * desktop width.
 */
const lookAtBothWidths = async (page: Page, name: string, shown?: Locator) => {
  await look(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await shown?.scrollIntoViewIfNeeded();
  await look(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** Every file the page downloads while `action` runs, by suggested name, once `count` arrived. */
const downloadsDuring = async (page: Page, count: number, action: () => Promise<void>) => {
  const downloads: Download[] = [];
  const listener = (download: Download) => downloads.push(download);
  page.on('download', listener);
  await action();
  await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(count);
  page.off('download', listener);
  return downloads.map((download) => download.suggestedFilename());
};

/** Clicks `button` and returns the download it starts, with its bytes. */
const downloadFrom = async (page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> => {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  expect(await download.failure()).toBeNull();
  const bytes = await readFile(await download.path());
  await expect.poll(() => button.getAttribute('aria-busy'), POLL).toBeNull();
  return { name: download.suggestedFilename(), bytes };
};

/**
 * The entries of a zip by name (stored or deflated), read through its central directory with
 * node:zlib: the frontends may not import the archive adapter's reader.
 */
const unzip = (zip: Buffer): Map<string, Buffer> => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** Fails if the page (all its text, hidden or not) mentions the Other Guide, their event or participant. */
const expectNoTraceOfTheOtherGuide = async (page: Page) => {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const trace of OTHER_GUIDES_TRACES) expect(text, `the page shows '${trace}'`).not.toContain(trace);
};

const dashboardOf = (page: Page) => page.getByRole('article', { name: EVENT_NAME });

const openDashboard = async (page: Page) => {
  await page.getByRole('link', { name: `Dashboard of ${EVENT_NAME}` }).click();
  await dashboardOf(page)
    .getByRole('table', { name: `Participants of ${EVENT_NAME}`, exact: true })
    .waitFor();
};

/** The person's row in the dashboard's participants table. */
const participantRow = (dashboard: Locator, person: Person) =>
  dashboard
    .getByRole('table', { name: `Participants of ${EVENT_NAME}`, exact: true })
    .getByRole('row', { name: new RegExp(`${person.forename} ${person.surname}`) });

const mailboxHtml = async () => (await fetch(`${product.url}/dev/mailbox`)).text();

/** Whether the product's captured mail (GET /dev/mailbox) has a message to `email`. */
const mailedTo = async (email: string) => (await mailboxHtml()).includes(`To ${email} at`);

/** The captured message to `email` whose text contains `marker`, if any. */
const mailTo = async (email: string, marker: string) =>
  (await mailboxHtml()).split('<article>').find((part) => part.includes(marker) && part.includes(email));

describe.runIf(browserTestsRun)('the consoles, the whole journey in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    files = await mkdtemp(join(tmpdir(), 'vs-journey-e2e-'));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it(
    'lets the super-admin add Guides (one with Meaningful Work) and a second super-admin',
    async () => {
      adminPage = await consolePage(browser);
      const page = adminPage;
      await signInToConsole(page, product.url, product.adminEmail, product.adminPassword);
      await page.getByText(NO_EVENTS_ADMIN).waitFor();
      await look(page, 'admin-active-events-empty');

      await openTab(page, 'Guides');
      await page.getByText("No guides found. Please add a guide with the 'Add Guide' button.").waitFor();
      await look(page, 'admin-guides-empty');
      const guides = page.getByRole('table', { name: 'Guides' });
      for (const [index, person] of [GUIDE, OTHER_GUIDE].entries()) {
        await page.getByRole('button', { name: 'Add Guide' }).click();
        const add = page.getByRole('dialog', { name: 'Add Guide' });
        await add.getByLabel('First Name').fill(person.forename);
        await add.getByLabel('Last Name').fill(person.surname);
        await add.getByLabel('Email').fill(person.email);
        await add.getByLabel('Password').fill(person.password);
        if (index === 0) await look(page, 'admin-add-guide-dialog');
        await add.getByRole('button', { name: 'Save' }).click();
        await add.waitFor({ state: 'detached' });
        await guides.getByRole('cell', { name: person.email }).waitFor();
      }
      await page.getByText('Showing 1-2 of 2').waitFor();
      await look(page, 'admin-guides');

      await page.getByRole('button', { name: `Edit ${GUIDE.forename} ${GUIDE.surname}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Guide' });
      await edit.getByRole('checkbox', { name: 'Enable Meaningful Work' }).check();
      await look(page, 'admin-edit-guide-dialog');
      await edit.getByRole('button', { name: 'Save' }).click();
      await popup(page, 'The user has been updated').waitFor();
      await edit.waitFor({ state: 'detached' });

      await openTab(page, 'Super-Admins');
      const superAdmins = page.getByRole('table', { name: 'Super-Admins' });
      await superAdmins.getByRole('cell', { name: product.adminEmail }).waitFor();
      await page.getByRole('button', { name: 'Add Super-Admin' }).click();
      const addAdmin = page.getByRole('dialog', { name: 'Add Super-Admin' });
      await addAdmin.getByLabel('First Name').fill(SECOND_ADMIN.forename);
      await addAdmin.getByLabel('Last Name').fill(SECOND_ADMIN.surname);
      await addAdmin.getByLabel('Email').fill(SECOND_ADMIN.email);
      await addAdmin.getByLabel('Password').fill(SECOND_ADMIN.password);
      await look(page, 'admin-add-super-admin-dialog');
      await addAdmin.getByRole('button', { name: 'Save' }).click();
      await addAdmin.waitFor({ state: 'detached' });
      await superAdmins.getByRole('cell', { name: SECOND_ADMIN.email }).waitFor();
      await look(page, 'admin-super-admins');

      // What the UI saved, as the server has it; then the Other Guide's event, through the API.
      admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
      const [guide] = (await ok(admin.request('GET', '/api/user/facilitators?q=Journey'))).users as {
        mwEnabled: boolean;
      }[];
      expect(guide?.mwEnabled).toBe(true);
      const [other] = (await ok(admin.request('GET', '/api/user/facilitators?q=Other'))).users as {
        uid: string;
      }[];
      const secondAdmin = await apiAs(product.url, SECOND_ADMIN.email, SECOND_ADMIN.password);
      const secondInfo = await ok(secondAdmin.request('GET', '/api/user/info'));
      expect((secondInfo.user as { accessLevel: number }).accessLevel).toBe(2);
      const outsider = await registerPerson(admin, 0, OUTSIDER);
      await ok(
        admin.request('POST', '/api/event/create', {
          eventName: OTHER_EVENT,
          eventDate: '2031-05-05',
          eventType: 'Reg',
          sessionAccess: 'Pre-work',
          participants: [outsider],
          facilitator: other?.uid,
        }),
        201,
      );
      await registerPerson(admin, 0, UNSCOPED);
    },
    STEP_TIMEOUT,
  );

  it(
    'lets the Guide run an event from adding it to closing it',
    async () => {
      guidePage = await consolePage(browser);
      const page = guidePage;
      await signInToConsole(page, product.url, GUIDE.email, GUIDE.password);
      const guide = await apiAs(product.url, GUIDE.email, GUIDE.password);
      const existingUid = await registerPerson(guide, 0, EXISTING);
      await registerPerson(guide, 0, KEYBOARD);
      await page.getByText(NO_EVENTS_GUIDE).waitFor();
      await look(page, 'guide-active-events-empty');

      // Add Event with the existing participant. The super-admin's participant in no event is not
      // the Guide's to choose: a Guide's people are those they created or who are in their events.
      await page.getByRole('button', { name: 'Add Event' }).click();
      const addEvent = page.getByRole('dialog', { name: 'Add Event' });
      await addEvent.getByRole('checkbox', { name: new RegExp(EXISTING.forename) }).waitFor();
      await look(page, 'guide-add-event-dialog');
      await addEvent.getByRole('textbox', { name: /^Name/ }).fill(EVENT_NAME);
      const search = addEvent.getByRole('searchbox', { name: 'Search participants' });
      await search.fill(UNSCOPED.forename);
      await addEvent.getByText('No participants match the search.').waitFor();
      await search.fill(EXISTING.forename);
      await addEvent.getByRole('checkbox', { name: new RegExp(EXISTING.forename) }).check();
      await addEvent.getByRole('heading', { name: 'Chosen (1)' }).waitFor();
      await screenshot(page, 'guide-add-event-dialog-filled');
      await addEvent.getByRole('button', { name: 'Save' }).click();
      await popup(page, 'Event created').waitFor();
      await addEvent.waitFor({ state: 'detached' });
      const [created] = (await ok(guide.request('GET', '/api/event/all'))).events as {
        eid: string;
        eventDate: string;
      }[];
      eventDate = created?.eventDate ?? '';
      await page.getByRole('row', { name: new RegExp(EVENT_NAME) }).waitFor();
      await expectNoTraceOfTheOtherGuide(page);
      await look(page, 'guide-active-events');

      // The dashboard: the existing participant is in; add another existing one by keyboard alone.
      await openDashboard(page);
      const dashboard = dashboardOf(page);
      await dashboard.getByRole('cell', { name: EXISTING.email }).waitFor();
      await look(page, 'guide-dashboard');
      await tabTo(page, dashboard.getByRole('button', { name: 'Add Participant' }));
      await page.keyboard.press('Enter');
      const add = page.getByRole('dialog', { name: 'Add Participant' });
      await add.getByRole('list', { name: 'People found' }).waitFor();
      await expect.poll(() => add.getByText('GUIDE', { exact: true }).count(), POLL).toBe(1);
      await look(page, 'guide-add-participant-existing');
      // Isolation: the Other Guide's participant is not found.
      const find = add.getByRole('searchbox', { name: 'Search participants and Guides' });
      await find.fill(OUTSIDER.forename);
      await add.getByText('No participants or Guides match the search.').waitFor();
      await find.fill('');
      await tabTo(page, find);
      await page.keyboard.type(KEYBOARD.forename);
      await expect.poll(() => add.getByRole('listitem').count(), POLL).toBe(1);
      await tabTo(page, add.getByRole('button', { name: `Add ${KEYBOARD.forename} ${KEYBOARD.surname}` }));
      await page.keyboard.press('Enter');
      await add.waitFor({ state: 'detached' });
      await dashboard.getByRole('cell', { name: KEYBOARD.email }).waitFor();

      // Remove them again after confirming.
      await dashboard
        .getByRole('button', { name: `Remove ${KEYBOARD.forename} ${KEYBOARD.surname}` })
        .click();
      const remove = page.getByRole('alertdialog', { name: 'Remove Participant' });
      await remove.waitFor();
      await look(page, 'guide-remove-participant');
      await remove.getByRole('button', { name: 'Remove' }).click();
      await remove.waitFor({ state: 'detached' });
      await dashboard.getByRole('cell', { name: KEYBOARD.email }).waitFor({ state: 'detached' });

      // A brand-new participant with a set-up link; a weak password is marked first.
      await dashboard.getByRole('button', { name: 'Add Participant' }).click();
      await add.getByRole('tab', { name: 'New participant' }).click();
      await add.getByLabel('First Name').fill(NEWCOMER.forename);
      await add.getByLabel('Last Name').fill(NEWCOMER.surname);
      await add.getByLabel('Email').fill(NEWCOMER.email);
      await add.getByLabel(/^Password/).fill('weak');
      await add.getByRole('button', { name: 'Add Participant' }).click();
      await add.locator('.vs-field-error').waitFor();
      await look(page, 'guide-add-participant-new-invalid');
      await add.getByLabel(/^Password/).fill(NEWCOMER.password);
      await add.getByRole('checkbox', { name: 'Send a set-up link' }).check();
      await look(page, 'guide-add-participant-new');
      await add.getByRole('button', { name: 'Add Participant' }).click();
      await add.waitFor({ state: 'detached' });
      await dashboard.getByRole('cell', { name: NEWCOMER.email }).waitFor();
      await dashboard.getByText('2 participants · ').waitFor();

      // One logon email by keyboard alone, with a personal message: its icon turns and the
      // mailbox has it.
      await tabTo(
        page,
        dashboard.getByRole('button', {
          name: `Login email Not sent: ${EXISTING.forename} ${EXISTING.surname}`,
        }),
      );
      await page.keyboard.press('Enter');
      const send = page.getByRole('dialog', { name: 'Send login email' });
      await send.getByText(`To ${EXISTING.forename} ${EXISTING.surname} (${EXISTING.email})`).waitFor();
      await look(page, 'guide-send-logon-email-dialog');
      await tabTo(page, send.getByLabel('Message (optional)'));
      await page.keyboard.type(PERSONAL_MESSAGE);
      await tabTo(page, send.getByRole('button', { name: 'Send', exact: true }));
      await page.keyboard.press('Enter');
      await send.waitFor({ state: 'detached' });
      // Its chip says where it stands in a word: Queued, then Sent.
      await dashboard
        .getByRole('button', { name: `Login email Sent: ${EXISTING.forename} ${EXISTING.surname}` })
        .waitFor();
      await expect
        .poll(
          async () => (await mailTo(EXISTING.email, `To ${EXISTING.email} at`))?.includes(PERSONAL_MESSAGE),
          POLL,
        )
        .toBe(true);

      // Send all: the newcomer's is the one left (a set-up link alone sends no mail).
      expect(await mailedTo(NEWCOMER.email)).toBe(false);
      await dashboard.getByRole('button', { name: 'Send all login emails' }).click();
      await dashboard.locator('.vs-send-all-status', { hasText: '1 login email queued' }).waitFor();
      await dashboard
        .getByRole('button', { name: `Login email Sent: ${NEWCOMER.forename} ${NEWCOMER.surname}` })
        .waitFor();
      await expect.poll(() => mailedTo(NEWCOMER.email), POLL).toBe(true);

      // Remind the unfinished (both have pre-work left): asked first, naming how many; a second
      // reminder within 12 hours is not offered.
      await dashboard.getByRole('button', { name: 'Remind unfinished (2)' }).click();
      const remind = page.getByRole('alertdialog', { name: 'Remind unfinished' });
      await remind.getByText(/^Send a reminder to the 2 participants who have not finished/).waitFor();
      await lookAtBothWidths(page, 'guide-remind-unfinished-confirm');
      await remind.getByRole('button', { name: 'Send 2 reminders' }).click();
      await remind.waitFor({ state: 'detached' });
      await dashboard.locator('.vs-send-all-status', { hasText: '2 reminders queued' }).waitFor();
      expect(await dashboard.getByRole('button', { name: 'Remind unfinished (0)' }).isDisabled()).toBe(true);
      // Beside each logon email, the reminder turns from on its way to sent without a reload.
      await expect.poll(() => dashboard.getByText(/^Reminder sent \d/).count(), POLL).toBe(2);
      await expect
        .poll(
          async () =>
            (await mailTo(EXISTING.email, 'a reminder to finish your pre-work'))?.includes(
              '/reset_password/',
            ),
          POLL,
        )
        .toBe(true);
      await lookAtBothWidths(
        page,
        'guide-dashboard-reminded',
        dashboard.getByText(/^Reminder sent \d/).first(),
      );

      // The participant saves pre-work step 1; the Guide reloads and sees it.
      // Sent a logon email, the participant still signs in with the password they have (only a
      // set-up link sends a login to set a new one).
      const participant = await apiAs(product.url, EXISTING.email, EXISTING.password);
      await ok(
        participant.request('PUT', '/api/response/participant?prework=true', {
          values: TEN_VALUES.map((value, originalIndex) => ({ value, originalIndex })),
          completedMark: 0,
        }),
      );
      // The dashboard is a page: a reload stays on it.
      await page.reload();
      await dashboardOf(page)
        .getByRole('table', { name: `Participants of ${EVENT_NAME}`, exact: true })
        .waitFor();
      const ezra = participantRow(dashboard, EXISTING);
      await expect.poll(() => ezra.textContent(), POLL).toContain('1 of 4 pre-work steps complete');
      expect(await ezra.locator('.vs-progress-count').textContent()).toBe('1/4');
      expect(await participantRow(dashboard, NEWCOMER).textContent()).toContain(
        '0 of 4 pre-work steps complete',
      );

      // Meaningful Work for the participant: the count says so in words.
      const heading = dashboard.locator('.vs-event-count');
      expect(await heading.textContent()).toBe('2 participants · 0 with Meaningful Work');
      await dashboard
        .getByRole('checkbox', { name: `MW Access for ${EXISTING.forename} ${EXISTING.surname}` })
        .check();
      await expect.poll(() => heading.textContent(), POLL).toBe('2 participants · 1 with Meaningful Work');
      await screenshot(page, 'guide-dashboard-filled');

      // Print: the newcomer has nothing to print; the pre-work PDF, named by the server.
      expect(
        await dashboard
          .getByRole('button', { name: `Print ${NEWCOMER.forename} ${NEWCOMER.surname}` })
          .isDisabled(),
      ).toBe(true);
      const printEzra = dashboard.getByRole('button', {
        name: `Print ${EXISTING.forename} ${EXISTING.surname}`,
      });
      const print = await downloadFrom(page, printEzra);
      expect(print.name).toBe(`${EXISTING.forename}_${EXISTING.surname}-ValuesSystem.pdf`);
      expect(print.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      // An active event offers no zip: Download Files is on Removed Events, after closing.
      expect(await page.getByRole('button', { name: /Download Files/ }).count()).toBe(0);

      // Session Access: Live. Print now gives the live output and the Meaningful Work sheet.
      await dashboard.getByLabel('Session Access').selectOption('Live');
      await dashboard.getByRole('button', { name: 'Save' }).click();
      await popup(page, 'Event updated').waitFor();
      const saved = await ok(guide.request('GET', `/api/event?eid=${created?.eid}`));
      expect((saved.event as { sessionAccess: string }).sessionAccess).toBe('Live');
      expect(await downloadsDuring(page, 2, () => printEzra.click())).toEqual([
        `${EXISTING.forename}_${EXISTING.surname}-ValuesSystem-Live.pdf`,
        `${EXISTING.forename}_${EXISTING.surname}-MeaningfulWork.pdf`,
      ]);
      await expect.poll(() => printEzra.getAttribute('aria-busy'), POLL).toBeNull();

      // View opens the participant's live session.
      await dashboard.getByRole('button', { name: `View ${EXISTING.forename} ${EXISTING.surname}` }).click();
      await expect.poll(() => page.url(), POLL).toBe(`${product.url}/live/${existingUid}`);
      await page.goto(`${product.url}/`);
      await page
        .getByRole('row', { name: new RegExp(EVENT_NAME) })
        .getByRole('cell', { name: 'Live' })
        .waitFor();

      // Team Output: the card says Live; its PDF and Download All's.
      await openTab(page, 'Team Output');
      const card = page.getByRole('article', { name: `${EVENT_NAME} (Live)` });
      await card.waitFor();
      await expectNoTraceOfTheOtherGuide(page);
      await look(page, 'guide-team-output');
      const one = await downloadFrom(
        page,
        page.getByRole('button', { name: `Download ${EVENT_NAME} (Live)` }),
      );
      expect(one.name).toBe(`${EVENT_NAME} [Live].pdf`);
      expect(one.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const all = await downloadFrom(page, page.getByRole('button', { name: 'Download All' }));
      expect(all.name).toMatch(/TeamOutput\.pdf$/);
      expect(all.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

      // Close the event from its dashboard, after the spec's question.
      await openTab(page, 'Active Events');
      await openDashboard(page);
      await dashboard.getByRole('button', { name: 'Close Event' }).click();
      const close = page.getByRole('alertdialog', { name: 'Close Event' });
      await close.getByText(CLOSE_TEXT, { exact: true }).waitFor();
      await look(page, 'guide-close-event-dialog');
      await close.getByRole('button', { name: 'Close Event' }).click();
      await dashboard.waitFor({ state: 'detached' });
      await popup(page, 'Event closed').waitFor();
      await page.getByRole('link', { name: `Dashboard of ${EVENT_NAME}` }).waitFor({ state: 'detached' });

      // Removed Events: the badge says 1, the tab lists the event, Download Files gives its zip.
      const removedTab = page.getByRole('tab', { name: /^Removed Events\W+1 expired$/ });
      await removedTab.waitFor();
      expect(await removedTab.locator('[aria-hidden="true"]').textContent()).toBe('1');
      await openTab(page, /^Removed Events/);
      const closed = page
        .getByRole('table', { name: 'Closed events' })
        .getByRole('row', { name: new RegExp(EVENT_NAME) });
      await closed.waitFor();
      await look(page, 'guide-removed-events');
      const zip = await downloadFrom(
        page,
        closed.getByRole('button', { name: `Download Files of ${EVENT_NAME}` }),
      );
      expect(zip.name).toBe(`${EVENT_NAME} ${eventDate}.zip`);
      expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect([...unzip(zip.bytes).keys()]).toContain('event.json');
    },
    STEP_TIMEOUT,
  );

  it(
    "never shows the Guide the Other Guide's event or participant",
    async () => {
      const page = guidePage;
      // Each tab once its own content is there, so an empty page cannot pass.
      await openTab(page, /^Removed Events/);
      await page
        .getByRole('table', { name: 'Closed events' })
        .getByRole('row', { name: new RegExp(EVENT_NAME) })
        .waitFor();
      await expectNoTraceOfTheOtherGuide(page);

      await openTab(page, 'Active Events');
      await page.getByText(NO_EVENTS_GUIDE).waitFor();
      await expectNoTraceOfTheOtherGuide(page);
      await screenshot(page, 'guide-active-events-after-close');

      await openTab(page, 'Participants');
      // The closed event keeps its participants until it is removed; the Guide created Ezra.
      await page
        .getByRole('table', { name: 'Participants' })
        .getByRole('cell', { name: EXISTING.email })
        .waitFor();
      await expectNoTraceOfTheOtherGuide(page);
      expect(await page.locator('body').textContent()).not.toContain(UNSCOPED.email);
      await look(page, 'guide-participants');
      await page.getByRole('searchbox', { name: 'Search by first or last name' }).fill(OUTSIDER.surname);
      await page.getByText(/^No participants found\./).waitFor();

      // Team Output lists active events only: none now (the check with the event active is above).
      await openTab(page, 'Team Output');
      await page.getByText('No events found, please add an event.').waitFor();
      await expectNoTraceOfTheOtherGuide(page);
      await screenshot(page, 'guide-team-output-after-close');

      await openTab(page, 'Account');
      await page.getByRole('region', { name: 'Your Details' }).waitFor();
      await look(page, 'guide-account');
    },
    STEP_TIMEOUT,
  );

  it(
    "lets the super-admin download and remove the Guide's closed event, then upload it again",
    async () => {
      const page = adminPage;
      await openTab(page, /^Expired Events/);
      const closed = page
        .getByRole('table', { name: 'Closed events' })
        .getByRole('row', { name: new RegExp(EVENT_NAME) });
      await closed.waitFor();
      expect((await closed.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([
        EVENT_NAME,
        expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
        expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
        `${GUIDE.forename} ${GUIDE.surname}`,
        '2',
      ]);
      await look(page, 'admin-expired-events');
      const zip = await downloadFrom(
        page,
        closed.getByRole('button', { name: `Download Files of ${EVENT_NAME}` }),
      );
      expect(zip.name).toBe(`${EVENT_NAME} ${eventDate}.zip`);
      const entries = unzip(zip.bytes);
      eventJson = entries.get('event.json') ?? Buffer.alloc(0);
      const archived = JSON.parse(eventJson.toString('utf8')) as {
        event: { eventName: string; sessionAccess: string };
        participants: { email: string }[];
      };
      expect(archived.event).toMatchObject({ eventName: EVENT_NAME, sessionAccess: 'Live' });
      expect(archived.participants.map((p) => p.email).sort()).toEqual([EXISTING.email, NEWCOMER.email]);
      expect([...entries.keys()]).toContain(
        `pdfs/pre-work/${EXISTING.forename}_${EXISTING.surname}-ValuesSystem.pdf`,
      );

      await closed.getByRole('button', { name: `Remove Event ${EVENT_NAME}` }).click();
      const remove = page.getByRole('alertdialog', { name: `Remove ${EVENT_NAME}?` });
      await remove.getByText(REMOVE_TEXT).waitFor();
      await look(page, 'admin-remove-event-dialog');
      await remove.getByRole('button', { name: 'Remove Event' }).click();
      await popup(page, 'Successfully Closed Event').waitFor();
      await remove.waitFor({ state: 'detached' });
      await page.getByText("You're all caught up! No closed events found.").waitFor();

      // Upload the event.json from the zip.
      await openTab(page, 'Active Events');
      await page.getByRole('button', { name: 'Upload Event' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Event' });
      await upload.waitFor();
      await look(page, 'admin-upload-event-dialog');
      const path = join(files, 'event.json');
      await writeFile(path, eventJson);
      await upload.getByLabel('Event file').setInputFiles(path);
      await upload.getByRole('button', { name: 'Upload' }).click();
      await popup(page, 'Event uploaded').waitFor();
      await upload.waitFor({ state: 'detached' });

      const uploaded = page
        .getByRole('table', { name: 'Uploaded events' })
        .getByRole('row', { name: new RegExp(EVENT_NAME) });
      await uploaded.waitFor();
      expect((await uploaded.getByRole('cell').allTextContents())[3]).toBe(
        `${GUIDE.forename} ${GUIDE.surname}`,
      );
      await look(page, 'admin-uploaded-events');

      await uploaded.getByRole('button', { name: `View Event ${EVENT_NAME}` }).click();
      const view = page.getByRole('dialog', { name: EVENT_NAME });
      await view.getByRole('cell', { name: EXISTING.email }).waitFor();
      await view.getByRole('cell', { name: NEWCOMER.email }).waitFor();
      expect(
        await view
          .getByRole('row', { name: new RegExp(EXISTING.email) })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual([EXISTING.forename, EXISTING.surname, EXISTING.email, '1 of 4', 'Yes']);
      await look(page, 'admin-uploaded-event-view');
      await view.getByRole('button', { name: 'Close' }).last().click();
      await view.waitFor({ state: 'detached' });

      const again = await downloadFrom(
        page,
        uploaded.getByRole('button', { name: `Download Files of ${EVENT_NAME}` }),
      );
      expect(again.name).toBe(`${EVENT_NAME} ${eventDate}.zip`);
      // The same event file (the server may order the keys its own way).
      expect(JSON.parse(unzip(again.bytes).get('event.json')?.toString('utf8') ?? '')).toEqual(
        JSON.parse(eventJson.toString('utf8')),
      );
    },
    STEP_TIMEOUT,
  );
});
