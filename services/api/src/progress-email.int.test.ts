import { readSse } from '@vs/http/testing/sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, startTestServer, type TestServer } from './testing-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('live progress of a logon email (jobs in the API process)', () => {
  it('sends the participant’s row with the email sent once the job has run', async () => {
    const admin = createHttpClient(server.url);
    await admin.request('POST', '/api/auth/login', {
      email: server.adminEmail,
      password: server.adminPassword,
    });
    const registered = await admin.request('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Mia',
      surname: 'Mail',
      email: 'mia@example.test',
      password: 'Mia12345x',
    });
    const uid = registered.body.user.uid as string;
    const created = await admin.request('POST', '/api/event/create', {
      eventName: 'Mail Day',
      eventDate: new Date().toISOString().slice(0, 10),
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [uid],
    });
    const eid = created.body.event.eid as string;
    const stream = await fetch(`${server.url}/api/event/progress/stream?eid=${eid}`, {
      headers: { cookie: admin.cookie },
    });
    const events = readSse(stream);
    try {
      expect(await events.nextEvent()).toMatchObject({ event: 'snapshot' });
      expect((await admin.request('POST', '/api/event/send_email', { uid })).status).toBe(200);
      await server.runtime.drainJobs();
      const change = await events.nextEvent(5000);
      expect(change).toMatchObject({ event: 'progress' });
      expect(JSON.parse(change.data ?? '{}')).toMatchObject({ uid, email: 'sent' });
    } finally {
      await events.close();
    }
  });
});
