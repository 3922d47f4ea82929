/**
 * `npm run bench:zip`: memory and time of one event archive of 300 participants, each with
 * pre-work, live and Meaningful Work (900 PDFs), through the zip worker's processor, the real
 * archiver writer and the file-system store. PDFs come from a stub returning a valid one-page
 * PDF of about 60 KB (an incompressible image, as Chromium's embedded fonts are), so this measures
 * the archive path; the renderer has its own bench.
 *
 * The event lives in real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * test database) in a fresh schema dropped at the end, so the database's memory is not this
 * process's. Process RSS and heap are sampled every 50 ms; the growth is over the RSS just before
 * zipping (target: under 150 MB).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { createZipArchiveWriter, MANIFEST_NAME } from '@vs/archive';
import { readZip } from '@vs/archive/testing';
import {
  archiveKey,
  type CalendarDate,
  DEFAULT_IDLE_MINUTES,
  DEFAULT_LIFECYCLE_POLICY,
  DEFAULT_ORG_ID,
  DEFAULT_SESSION_POLICY,
  emptyMeaningfulWork,
  type PdfRenderer,
  type PrintDocument,
  type Store,
  type User,
} from '@vs/domain';
import { createFileSystemFileStore } from '@vs/files';
import { openDatabase } from '@vs/persistence';
import { processZipJob } from '@vs/worker-zip';
import pg from 'pg';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 300);
const SAMPLE_MS = 50;
const TARGET_GROWTH_MB = 150;
const MB = 1024 * 1024;

// --- A one-page A4 PDF of about 60 KB: text plus a 200 x 100 noise image (deflated, incompressible).
const IMAGE = deflateSync(randomBytes(200 * 100 * 3));

const pdfText = (text: string): string =>
  text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** A valid PDF 1.4 with a correct cross-reference table; every call makes fresh bytes. */
const onePagePdf = (document: PrintDocument): Buffer => {
  const lines =
    document.page === 'mw'
      ? Object.entries(document.meaningfulWork).map(([key, value]) => `${key}: ${value}`)
      : document.values.map((v) => `${v.rank}. ${v.value} (${v.percentLived}%) ${v.description}`);
  const content = deflateSync(
    Buffer.from(
      [
        'BT /F1 14 Tf 56 780 Td',
        `(${pdfText(`${document.participant.forename} ${document.participant.surname}`)}) Tj`,
        '/F1 10 Tf',
        ...lines.map((line) => `0 -18 Td (${pdfText(line)}) Tj`),
        'ET q 200 0 0 100 56 300 cm /Im1 Do Q',
      ].join('\n'),
    ),
  );
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width 200 /Height 100 /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Length ${IMAGE.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      IMAGE,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
};

let rendered = 0;
const stubRenderer: PdfRenderer = {
  render: async (document) => {
    if (document.page === 'impact') throw new Error('an archive holds participant outputs only');
    rendered += 1;
    return onePagePdf(document);
  },
};

// --- The event: a Guide and 300 participants with every record, in a Live event.
const seed = async (store: Store): Promise<string> => {
  const now = new Date();
  const person = (i: number, overrides: Partial<User> = {}): User => ({
    uid: randomUUID(),
    // Every 50th is a namesake, so the archive numbers their files.
    forename: i % 50 === 0 ? 'Pat' : `Participant${i}`,
    surname: i % 50 === 0 ? 'Namesake' : `Surname${i}`,
    email: `bench-${i}-${randomUUID()}@example.test`,
    passwordHash: null,
    accessLevel: 0,
    portalLink: '',
    mwEnabled: true,
    eventId: null,
    responseCompleted: [true, true, true, true],
    createdBy: null,
    orgId: DEFAULT_ORG_ID,
    orgs: [],
    lastLoginAt: null,
    createdAt: now,
    language: null,
    ...overrides,
  });
  const guide = person(0, {
    accessLevel: 1,
    forename: 'Bench',
    surname: 'Guide',
    mwEnabled: false,
    orgs: [{ orgId: DEFAULT_ORG_ID, role: 'guide' }],
  });
  await store.users.insert(guide);
  const eid = randomUUID();
  const people = Array.from({ length: PARTICIPANTS }, (_, i) =>
    person(i + 1, { eventId: eid, createdBy: guide.uid }),
  );
  await store.events.insert({
    eid,
    orgId: DEFAULT_ORG_ID,
    eventName: 'Bench Workshop',
    eventDate: '2026-06-10' as CalendarDate,
    accessClose: '2026-07-10' as CalendarDate,
    eventType: 'Reg',
    sessionAccess: 'Live',
    facilitatorId: guide.uid,
    participants: people.map((p) => p.uid),
    emailsSent: people.map(() => true),
    state: 'open',
    closedOn: null,
    autoRemindDays: null,
    followUpDays: [],
    autoRemindedOn: null,
    language: null,
    timeZone: 'UTC',
    createdAt: now,
  });
  const values = Array.from({ length: 10 }, (_, i) => ({ value: `Value ${i + 1}`, originalIndex: i * 7 }));
  const descriptions = values.map(
    (v) => `What ${v.value} means to me, in a sentence or two of ordinary length.`,
  );
  const percentLived = values.map((_, i) => 100 - i * 10);
  for (const p of people) {
    await store.users.insert(p);
    await store.responses.save({ uid: p.uid, kind: 'prework', values, descriptions, percentLived });
    await store.responses.save({
      uid: p.uid,
      kind: 'live',
      values: [...values].reverse(),
      descriptions,
      percentLived,
    });
    await store.meaningfulWork.save(p.uid, {
      ...emptyMeaningfulWork(),
      'driver-value': 'Value 1',
      'mb-body': 'Why.',
    });
  }
  return eid;
};

const main = async (): Promise<void> => {
  const schema = `bench_zip_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const root = await mkdtemp(join(tmpdir(), 'vs-bench-zip-'));
  const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: root, schema, poolSize: 4 });
  try {
    await database.migrate();
    const seeding = performance.now();
    const eid = await seed(database.store);
    console.log(
      `seeded ${PARTICIPANTS} participants in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const files = createFileSystemFileStore({ root: join(root, 'files') });
    const deps = {
      store: database.store,
      pdf: stubRenderer,
      archives: createZipArchiveWriter(files),
      files,
      clock: { now: () => new Date() },
      config: {
        lifecycle: DEFAULT_LIFECYCLE_POLICY,
        session: DEFAULT_SESSION_POLICY,
        publicUrl: 'http://localhost:3000',
        productTitle: 'Values System',
        idleMinutes: DEFAULT_IDLE_MINUTES,
        sso: null,
      },
    };
    const requestId = randomUUID();

    globalThis.gc?.();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakHeap = start.heapUsed;
    const sample = () => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    };
    const sampler = setInterval(sample, SAMPLE_MS);
    const began = performance.now();
    await processZipJob(deps, { name: 'event-archive', payload: { requestId, eid, uploaded: false } });
    const seconds = (performance.now() - began) / 1000;
    sample();
    clearInterval(sampler);

    const path = join(root, 'files', ...archiveKey(requestId).split('/'));
    const size = (await stat(path)).size;
    const growth = (peakRss - start.rss) / MB;

    // Check the result after measuring: every PDF is there and the manifest lists them all.
    const entries = await readZip(await readFile(path));
    const manifest = JSON.parse(entries.find((e) => e.name === MANIFEST_NAME)?.content.toString() ?? '{}');
    const pdfs = entries.filter((e) => e.name.endsWith('.pdf'));

    console.log(`database: PostgreSQL schema ${schema} (dropped afterwards)`);
    console.log(
      `archive: ${entries.length} entries (${pdfs.length} PDFs, ${rendered} rendered), manifest lists ${manifest.files?.length}`,
    );
    console.log(
      `zip size: ${(size / MB).toFixed(1)} MB, PDFs ${(pdfs.reduce((n, e) => n + e.content.length, 0) / pdfs.length / 1024).toFixed(0)} KB each`,
    );
    console.log(
      `time: ${seconds.toFixed(2)} s (${(pdfs.length / seconds).toFixed(0)} PDFs/s through the archive path)`,
    );
    console.log(`RSS at start: ${(start.rss / MB).toFixed(0)} MB, peak: ${(peakRss / MB).toFixed(0)} MB`);
    console.log(
      `heap used at start: ${(start.heapUsed / MB).toFixed(0)} MB, peak: ${(peakHeap / MB).toFixed(0)} MB`,
    );
    console.log(
      `peak RSS growth while zipping: ${growth.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB): ${growth < TARGET_GROWTH_MB ? 'PASS' : 'FAIL'}`,
    );
    if (growth >= TARGET_GROWTH_MB || pdfs.length !== PARTICIPANTS * 3) process.exitCode = 1;
  } finally {
    await database.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    await rm(root, { recursive: true, force: true });
  }
};

await main();
