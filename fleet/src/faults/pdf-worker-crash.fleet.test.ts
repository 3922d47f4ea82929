import { createHttpClient } from '@vs/api/testing';
import { eventually, type SpawnedProcess } from '@vs/composition/testing';
import { OUTPUT_WAIT_MS } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { seedParticipants } from '../seed.ts';
import { useFleet } from '../use-fleet.ts';

const PASSWORD = 'PdfCrash1234x';

/** A worker's `name{queue="pdf"}` value (0 when absent, or when the worker does not answer). */
const pdfMetric = async (worker: SpawnedProcess, name: string): Promise<number> => {
  const text = await fetch(`${worker.url}/metrics`)
    .then((answer) => answer.text())
    .catch(() => '');
  const line = text.split('\n').find((row) => row.startsWith(`${name}{queue="pdf"} `));
  return line === undefined ? 0 : Number(line.split(' ').pop());
};

describe('a PDF request whose pdf worker is killed mid-render', () => {
  // The production lock and stalled-check timings: the point is that they fit within the wait.
  const fleet = useFleet({ apiReplicas: 1, workerQueues: ['pdf', 'pdf'] });

  it('still gets a valid PDF within its wait: the other worker takes the job over', async () => {
    const { guide, participants } = await seedParticipants(fleet().database, {
      count: 1,
      password: PASSWORD,
      sessionAccess: 'Live',
    });
    const client = createHttpClient(fleet().url);
    expect(
      (await client.request('POST', '/api/auth/login', { email: guide.email, password: PASSWORD })).status,
    ).toBe(200);
    const workers = fleet().workers('pdf');
    expect(workers).toHaveLength(2);

    const requestedAt = Date.now();
    const download = fetch(`${fleet().url}/api/event/event_output?uid=${participants[0]?.uid}&page=prework`, {
      headers: { cookie: client.cookie },
    });
    let victim: SpawnedProcess | undefined;
    await eventually(async () => {
      const running = await Promise.all(workers.map((worker) => pdfMetric(worker, 'vs_jobs_running')));
      victim = workers[running.indexOf(1)];
      return victim !== undefined;
    }, 20_000);
    const taken = victim as SpawnedProcess;
    const survivor = workers.find((worker) => worker !== taken) as SpawnedProcess;
    taken.child.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await taken.exited).toBe('SIGKILL');

    let takenOverAt = 0;
    const watching = eventually(async () => {
      if (takenOverAt === 0 && (await pdfMetric(survivor, 'vs_jobs_running')) === 1) takenOverAt = Date.now();
      return takenOverAt !== 0 || (await pdfMetric(survivor, 'vs_jobs_completed_total')) === 1;
    }, OUTPUT_WAIT_MS);
    const response = await download;
    const pdf = Buffer.from(await response.arrayBuffer());
    const answeredAt = Date.now();
    await watching;

    console.log(
      `pdf worker killed ${killedAt - requestedAt} ms into the request; the other worker took the job ` +
        `${takenOverAt === 0 ? '(not seen)' : `${takenOverAt - killedAt} ms`} after the kill; the request ` +
        `answered ${answeredAt - killedAt} ms after the kill, ${answeredAt - requestedAt} ms in all ` +
        `(its wait: ${OUTPUT_WAIT_MS} ms)`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-8).toString()).toContain('%%EOF');
    // The other worker did the job (its own count may trail the completion the API heard of).
    await eventually(async () => (await pdfMetric(survivor, 'vs_jobs_completed_total')) === 1);
    expect(answeredAt - requestedAt).toBeLessThan(OUTPUT_WAIT_MS);
  });
});
