import { IMPORT_MAX_ROWS } from '@vs/domain';
import { outboxJobs, recordWrites, type TestDeps } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { storeUnassignedUser } from '../testing/event-fixtures.ts';
import { expectRefused } from '../testing/probes.ts';
import { updateUser } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

const PATH = '/api/event/import_participants';

interface ImportReply {
  success: boolean;
  message: string;
  rows: {
    line: number;
    forename: string;
    surname: string;
    email: string;
    status: string;
    message?: string;
  }[];
  created: number;
  added: number;
}

/** Sends a request that must succeed without writing anything (a dry run). */
const expectNothingWritten = async <T>(deps: TestDeps, send: () => Promise<T>): Promise<T> => {
  const writes = recordWrites(deps);
  const reply = await send();
  expect(writes()).toEqual([]);
  return reply;
};

const setUp = async () => {
  const app = await createTestApp();
  return { ...app, ...(await app.clients()) };
};

describe('POST /api/event/import_participants', () => {
  it('creates and adds every row in one go, sending no email', async () => {
    const { guide, cast, deps } = await setUp();
    const free = await storeUnassignedUser(deps.store, { forename: 'Fay', email: 'fay@example.test' });
    const csv =
      '\uFEFFEmail;Forename;Surname\r\nnia@example.test;Nia;New\r\n\r\nFAY@example.test;Fay;Free\r\n';
    const reply = await guide.request<ImportReply>('POST', PATH, { eid: cast.event.eid, csv });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: '2 participants imported (1 new, 1 existing)',
      rows: [
        { line: 2, forename: 'Nia', surname: 'New', email: 'nia@example.test', status: 'new' },
        { line: 4, forename: 'Fay', surname: 'Free', email: 'FAY@example.test', status: 'existing' },
      ],
      created: 1,
      added: 1,
    });
    const event = await deps.store.events.findById(cast.event.eid);
    expect(event?.participants).toHaveLength(3);
    expect(event?.participants[2]).toBe(free.uid);
    expect(event?.emailsSent).toEqual([false, false, false]);
    expect((await deps.store.users.findByEmail('nia@example.test'))?.eventId).toBe(cast.event.eid);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it("creates each new participant with the language of the file's language column", async () => {
    const { guide, cast, deps } = await setUp();
    const csv =
      'Forename,Surname,Email,Language\nLena,Lang,lena@example.test,de\nOla,Ord,ola@example.test,\n';
    const reply = await guide.request<ImportReply>('POST', PATH, { eid: cast.event.eid, csv });
    expect(reply.status).toBe(200);
    expect((await deps.store.users.findByEmail('lena@example.test'))?.language).toBe('de');
    expect((await deps.store.users.findByEmail('ola@example.test'))?.language).toBeNull();
  });

  it('refuses a row whose language is not shipped (400), writing nothing', async () => {
    const { guide, cast, deps } = await setUp();
    const csv = 'Forename,Surname,Email,Language\nLena,Lang,lena@example.test,klingon\n';
    const writes = recordWrites(deps);
    const reply = await guide.request<ImportReply>('POST', PATH, { eid: cast.event.eid, csv });
    expect(reply.status).toBe(400);
    expect(reply.body.rows[0]).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^language: /),
    });
    expect(writes()).toEqual([]);
  });

  it('previews a dry run without writing', async () => {
    const { guide, cast, deps } = await setUp();
    const reply = await expectNothingWritten(deps, () =>
      guide.request<ImportReply>('POST', PATH, {
        eid: cast.event.eid,
        csv: 'forename,surname,email\nNia,New,nia@example.test\n',
        dryRun: true,
      }),
    );
    expect(reply).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Ready to import 1 participant (1 new, 0 existing)',
        created: 0,
        added: 0,
      },
    });
  });

  it('refuses a file with error rows (400), reporting each row and writing nothing', async () => {
    const { guide, cast, deps } = await setUp();
    const csv = [
      'forename,surname,email',
      'Nia,New,nia@example.test',
      ',Blank,blank@example.test',
      'Bad,Mail,not-an-email',
      `Paula,Part,${cast.participant.email}`,
      'Dup,Licate,NIA@example.test',
      `Gus,Guide,${cast.otherGuide.email}`,
    ].join('\n');
    const reply = await expectRefused(
      deps,
      () => guide.request('POST', PATH, { eid: cast.event.eid, csv }),
      400,
    );
    const body = reply.body as unknown as ImportReply;
    expect(body.message).toBe('5 rows have errors: nothing was imported');
    expect(body.rows.map((row) => [row.line, row.status, row.message])).toEqual([
      [2, 'new', undefined],
      [3, 'error', 'forename: Forename is required'],
      [4, 'error', 'email: Enter a valid email address'],
      [5, 'error', 'Already a participant of this event'],
      [6, 'error', 'This email is already on line 2 of the file'],
      [7, 'error', 'This email belongs to another account that cannot be added'],
    ]);
  });

  it('words the summary and every row’s problem in the Guide’s language', async () => {
    const { deps, cast, signIn } = await setUp();
    await updateUser(deps.store, cast.guide.uid, { language: 'de' });
    const guide = await signIn(cast.guide);
    const csv = [
      'forename,surname,email',
      'Nia,New,nia@example.test',
      ',Blank,blank@example.test',
      `Paula,Part,${cast.participant.email}`,
      'Dup,Licate,NIA@example.test',
      'Lee,Lang,lee@example.test,xx',
    ].join('\n');
    const withLanguage = csv.replace('forename,surname,email', 'forename,surname,email,language');
    const reply = await guide.request('POST', PATH, { eid: cast.event.eid, csv: withLanguage });
    expect(reply.status).toBe(400);
    const body = reply.body as unknown as ImportReply;
    expect(body.message).toBe('4 Zeilen haben Fehler: Es wurde nichts importiert');
    expect(body.rows.map((row) => row.message)).toEqual([
      undefined,
      'forename: Vorname ist erforderlich',
      'Nimmt bereits an dieser Veranstaltung teil',
      'Diese E-Mail-Adresse steht bereits in Zeile 2 der Datei',
      'language: muss einer der Werte en, de, fr, es, nl, ar, en-XA sein oder leer bleiben',
    ]);
  });

  it('refuses a file without the columns, with no rows, or with too many rows (400)', async () => {
    const { guide, cast, deps } = await setUp();
    const send = (csv: string) => () => guide.request('POST', PATH, { eid: cast.event.eid, csv });
    await expectRefused(
      deps,
      send('name,mail\nNia,nia@example.test'),
      400,
      /csv: The first row must name the columns/,
    );
    await expectRefused(deps, send('forename,surname,email\n\n'), 400, /holds no participants/);
    const many = [
      'forename,surname,email',
      ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `A,B,p${i}@example.test`),
    ];
    await expectRefused(deps, send(many.join('\n')), 400, /more than 2,000 participants/);
  });

  it('refuses malformed bodies (400), writing nothing', async () => {
    const { guide, cast, deps } = await setUp();
    for (const body of [
      {},
      { eid: 'nope', csv: 'forename,surname,email\nA,B,a@example.test' },
      { eid: cast.event.eid },
      { eid: cast.event.eid, csv: 42 },
      { eid: cast.event.eid, csv: 'forename,surname,email\nA,B,a@example.test', dryRun: 'yes' },
      { eid: cast.event.eid, csv: `forename,surname,email\n${'x'.repeat(1_000_001)}` },
    ])
      await expectRefused(deps, () => guide.request('POST', PATH, body), 400);
  });

  it('refuses the signed-out (401), participants (403), another Guide (404) and a closed event (409)', async () => {
    const { anonymous, participant, otherGuide, guide, cast, deps } = await setUp();
    const body = { eid: cast.event.eid, csv: 'forename,surname,email\nA,B,a@example.test' };
    await expectRefused(deps, () => anonymous.request('POST', PATH, body), 401);
    await expectRefused(deps, () => participant.request('POST', PATH, body), 403);
    await expectRefused(deps, () => otherGuide.request('POST', PATH, body), 404);
    expect((await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid })).status).toBe(
      200,
    );
    await expectRefused(
      deps,
      () => guide.request('POST', PATH, body),
      409,
      'This event is closed: nothing in it can be changed and its responses can no longer be viewed',
    );
  });

  it("lets a super-admin import into any Guide's event", async () => {
    const { admin, cast } = await setUp();
    const reply = await admin.request<ImportReply>('POST', PATH, {
      eid: cast.otherEvent.eid,
      csv: 'forename\tsurname\temail\nA\tB\ta@example.test',
    });
    expect(reply.body).toMatchObject({ success: true, created: 1 });
  });
});
