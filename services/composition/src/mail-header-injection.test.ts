import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDeps, makeOrganisation, makeUser } from '@vs/domain/testing';
import { createNodemailerMailer } from '@vs/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processorFor } from './processors.ts';
import { type SmtpSink, startSmtpSink } from './testing/index.ts';

/** The header block of a raw message, folded lines joined to the header they continue. */
const headerLines = (raw: string): string[] =>
  (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ').split('\r\n');

describe('email headers against CR/LF in names', () => {
  let sink: SmtpSink;
  let dir = '';
  beforeAll(async () => {
    sink = await startSmtpSink();
    dir = await mkdtemp(join(tmpdir(), 'vs-headers-'));
  });
  afterAll(async () => {
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps a display name, a product title, an organisation's sender name and a person's name with CR/LF from adding a header", async () => {
    const base = createTestDeps();
    const deps = createTestDeps({
      store: base.store,
      mailer: createNodemailerMailer({
        smtpUrl: sink.url,
        from: 'Values\r\nBcc: from@evil.test <no-reply@example.test>',
        captureFile: join(dir, 'unused.jsonl'),
      }),
      config: { ...base.config, productTitle: 'Values\r\nBcc: title@evil.test\r\nX-Injected: title' },
    });
    // An organisation's sender name (checked on save; here as if stored unchecked) is a From name.
    const organisation = makeOrganisation({ senderName: 'Acme\r\nBcc: org@evil.test' });
    await deps.store.organisations.insert(organisation);
    const user = makeUser({
      orgId: organisation.orgId,
      forename: 'Pat\r\nBcc: name@evil.test',
      surname: 'Example\r\nX-Injected: name',
      email: 'pat@example.test',
    });
    await deps.store.users.insert(user);

    await processorFor('email').process(deps, {
      kind: 'email',
      name: 'reset-email',
      payload: { requestId: 'r-crlf', uid: user.uid },
    });

    expect(sink.accepted).toHaveLength(1);
    const [mail] = sink.accepted;
    expect(mail?.to).toEqual(['pat@example.test']);
    const headers = headerLines(mail?.raw ?? '');
    expect(headers.filter((line) => /^(bcc|x-injected)\s*:/i.test(line))).toEqual([]);
    expect(headers.filter((line) => /^to\s*:/i.test(line))).toEqual(['To: pat@example.test']);
    expect(headers.filter((line) => /^from\s*:/i.test(line))).toHaveLength(1);
    expect(headers.filter((line) => /^subject\s*:/i.test(line))).toHaveLength(1);
  });
});
