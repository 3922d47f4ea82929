import { describe, expect, it } from 'vitest';
import { makeEventFile, newEventBody } from '../testing/event-fixtures.ts';
import { expectRefused } from '../testing/probes.ts';
import { chosenValues, fullMeaningfulWork } from '../testing/response-state.ts';
import { createTestApp, type TestClient, type TestResponse } from '../testing/test-app.ts';

type Clients = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['clients']>>;
type Cast = Awaited<ReturnType<typeof createTestApp>>['cast'];

/** A request carrying `text` in one free-text field; `field` is how the 400 names it. */
interface TextProbe {
  readonly field: string;
  readonly multiLine: boolean;
  readonly send: (clients: Clients, cast: Cast, text: string) => Promise<TestResponse>;
}

const account = (overrides: Record<string, unknown>) => ({
  forename: 'Pat',
  surname: 'Lee',
  email: 'pat.lee@example.test',
  ...overrides,
});
const valuesNamed = (name: string) => chosenValues().map((v, i) => (i === 3 ? { ...v, value: name } : v));

const PROBES: readonly TextProbe[] = [
  {
    field: 'forename',
    multiLine: false,
    send: ({ guide }, _cast, text) =>
      guide.request('POST', '/api/auth/register', {
        ...account({ forename: text }),
        accessLevel: 0,
        password: 'Passw0rd1',
      }),
  },
  {
    field: 'surname',
    multiLine: false,
    send: ({ participant }, _cast, text) =>
      participant.request(
        'PUT',
        '/api/user/updateself',
        account({ surname: text, email: 'paula@example.test' }),
      ),
  },
  {
    field: 'eventName',
    multiLine: false,
    send: ({ guide }, _cast, text) =>
      guide.request('POST', '/api/event/create', newEventBody({ eventName: text })),
  },
  {
    field: 'values.3.value',
    multiLine: false,
    send: ({ participant }, _cast, text) =>
      participant.request('PUT', '/api/response/participant?prework=true', { values: valuesNamed(text) }),
  },
  {
    field: 'descriptions.2',
    multiLine: true,
    send: ({ participant }, _cast, text) =>
      participant.request('PUT', '/api/response/participant?prework=true', {
        values: chosenValues(),
        descriptions: chosenValues().map((_, i) => (i === 2 ? text : `Definition ${i}`)),
        percentLived: chosenValues().map(() => 50),
      }),
  },
  {
    field: 'data.driver-desc',
    multiLine: true,
    send: ({ guide }, cast, text) =>
      guide.request('PUT', '/api/response/meaningfulwork', {
        uid: cast.participant.uid,
        data: { ...fullMeaningfulWork(), 'driver-desc': text },
      }),
  },
  {
    field: 'body',
    multiLine: true,
    send: ({ guide }, _cast, text) =>
      guide.request('PUT', '/api/user/email_template', { body: text, closing: 'Thanks' }),
  },
  {
    field: 'closing',
    multiLine: true,
    send: ({ guide }, _cast, text) =>
      guide.request('PUT', '/api/user/email_template', { body: 'Hello', closing: text }),
  },
  {
    field: 'emailBody',
    multiLine: true,
    send: ({ guide }, cast, text) =>
      guide.request('POST', '/api/event/send_email', { uid: cast.participant.uid, emailBody: text }),
  },
  {
    field: 'portalLink',
    multiLine: false,
    send: ({ admin }, cast, text) =>
      admin.request('PUT', '/api/user/update', {
        ...account({ email: cast.guide.email }),
        uid: cast.guide.uid,
        portalLink: `https://portal.example.test/${text}`,
      }),
  },
  {
    field: 'q',
    multiLine: false,
    send: ({ guide }, _cast, text) =>
      guide.request('GET', `/api/user/participants?q=${encodeURIComponent(`pa${text}`)}`),
  },
  {
    field: 'email',
    multiLine: false,
    send: ({ admin }, _cast, text) =>
      (admin as TestClient).request('POST', '/api/auth/login', {
        email: `x${text}@example.test`,
        password: 'x',
      }),
  },
  {
    field: 'eventFile.event.eventName',
    multiLine: false,
    send: ({ admin }, _cast, text) =>
      admin.request('POST', '/api/event/upload_event', {
        eventFile: makeEventFile({ eventName: `Day${text}` }),
      }),
  },
];

const setUp = async () => {
  const testApp = await createTestApp();
  // Meaningful Work is open to the participant, so only the text can be refused.
  await testApp.deps.store.users.update({ ...testApp.cast.participant, mwEnabled: true });
  return { ...testApp, clients: await testApp.clients() };
};

describe('control characters in free text', () => {
  it.each(PROBES.map((p) => [p.field, p] as const))(
    'refuses a NUL in %s with 400 naming the field, writing nothing',
    async (field, probe) => {
      const { deps, cast, clients } = await setUp();
      const reply = await expectRefused(deps, () => probe.send(clients, cast, 'a\u0000b'), 400);
      expect(reply.body.message).toContain(field);
      expect(reply.body.message).toMatch(/control characters/);
    },
  );

  it.each(PROBES.map((p) => [p.field, p] as const))(
    'refuses escape, bell and DEL in %s',
    async (_field, probe) => {
      const { deps, cast, clients } = await setUp();
      for (const control of ['\u001b', '\u0007', '\u007f']) {
        await expectRefused(deps, () => probe.send(clients, cast, `a${control}b`), 400, /control characters/);
      }
    },
  );

  it.each(PROBES.filter((p) => p.multiLine).map((p) => [p.field, p] as const))(
    'keeps tabs and line breaks in multi-line %s',
    async (_field, probe) => {
      const { cast, clients } = await setUp();
      const reply = await probe.send(clients, cast, 'line one\r\n\tline two\nline three');
      expect(reply.status).toBeLessThan(300);
    },
  );

  it.each(PROBES.filter((p) => !p.multiLine && p.field !== 'q').map((p) => [p.field, p] as const))(
    'refuses a line break in one-line %s',
    async (_field, probe) => {
      const { deps, cast, clients } = await setUp();
      await expectRefused(deps, () => probe.send(clients, cast, 'one\ntwo'), 400, /control characters/);
    },
  );
});

describe('names that show nothing', () => {
  it.each([
    ['a zero-width space', '\u200b'],
    ['joiners and a byte-order mark', '\u200c\u200d\ufeff'],
    ['an ideographic space', '\u3000'],
  ])('refuses a forename, surname, event name or value name of only %s', async (_what, blank) => {
    const { deps, clients } = await setUp();
    const { guide, participant } = clients;
    await expectRefused(
      deps,
      () =>
        guide.request('POST', '/api/auth/register', {
          ...account({ forename: blank }),
          accessLevel: 0,
          password: 'Passw0rd1',
        }),
      400,
      'forename: Forename is required',
    );
    await expectRefused(
      deps,
      () => guide.request('POST', '/api/event/create', newEventBody({ eventName: ` ${blank} ` })),
      400,
      'eventName: Event name is required',
    );
    await expectRefused(
      deps,
      () =>
        participant.request('PUT', '/api/response/participant?prework=true', { values: valuesNamed(blank) }),
      400,
      'Every value needs a name',
    );
  });

  it('keeps a name with an invisible character between visible ones', async () => {
    const { clients } = await setUp();
    const reply = await clients.guide.request('POST', '/api/auth/register', {
      ...account({ forename: 'Jo\u200bAnne' }),
      accessLevel: 0,
      password: 'Passw0rd1',
    });
    expect(reply.status).toBe(201);
  });
});
