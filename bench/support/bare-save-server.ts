/**
 * The `node:http` part of the bare floor servers: answers GET /readyz, reads each other request's
 * body whole and hands it to `save` with the Cookie header, the URL and the client address; the
 * reply is JSON. Listens on PORT; exits normally on SIGTERM, so a `--cpu-prof` run
 * writes its profile.
 */
import { createServer } from 'node:http';

export interface SaveRequest {
  readonly cookie: string | undefined;
  readonly url: string;
  readonly client: string;
  readonly body: string;
}

export interface SaveReply {
  readonly status: number;
  readonly body: string;
}

export const serveSaves = (save: (request: SaveRequest) => Promise<SaveReply>): void => {
  createServer((req, res) => {
    const reply = ({ status, body }: SaveReply) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.url === '/readyz') return reply({ status: 200, body: '{"ready":true}' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = await save({
        cookie: req.headers.cookie,
        url: req.url ?? '',
        client: req.socket.remoteAddress ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      });
      reply(answer);
    });
  }).listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
};
