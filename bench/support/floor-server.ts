/**
 * The floor of the save path's design: a bare `node:http` server that does what a participant's
 * save needs and nothing else (floor-save.ts). No framework, validation, logging or metrics. The
 * save benchmark measures the API against it.
 *
 * PORT, DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API; GET /readyz answers.
 */
import { createServer } from 'node:http';
import { createFloorSave } from './floor-save.ts';

const save = createFloorSave('floor');

createServer((req, res) => {
  const reply = (status: number, body: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  if (req.url === '/readyz') return reply(200, '{"ready":true}');
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const answer = await save(req.headers.cookie, req.url ?? '', Buffer.concat(chunks).toString('utf8'));
    reply(answer.status, answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
