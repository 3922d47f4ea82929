/**
 * A preload (`--expose-gc --import`) for the API under `bench:idle`: on SIGUSR2 the main thread
 * runs two full collections and writes its memory (`process.memoryUsage()`, bytes) as JSON to
 * VS_HEAP_REPORT_FILE.
 */
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.VS_HEAP_REPORT_FILE;
const gc = (globalThis as { gc?: () => void }).gc;

if (isMainThread && file !== undefined && gc !== undefined)
  process.on('SIGUSR2', () => {
    gc();
    gc();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
