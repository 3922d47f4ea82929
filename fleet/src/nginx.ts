import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@vs/composition/testing';

/** Debian's nginx (apt package `nginx`; .ci/run installs it). */
const NGINX = '/usr/sbin/nginx';

export interface ProxyOptions {
  /** Where nginx listens (127.0.0.1). */
  readonly port: number;
  /** The API replicas' ports on 127.0.0.1, in upstream order. */
  readonly upstreams: readonly number[];
}

/**
 * The reverse proxy in front of the API replicas, as an operator would write it:
 *
 * - X-Forwarded-For gets the peer appended (the APIs trust 127.0.0.1 through TRUSTED_PROXIES),
 *   Host and X-Forwarded-Proto pass on, a client's X-Request-Id passes through (nginx's own
 *   `$request_id` when it sent none);
 * - no keep-alive to the upstreams: every request opens a fresh loopback connection, so a replica
 *   that stopped listening refuses it before anything was sent and nginx retries it on the other
 *   replica whatever the method (`error`). With pooled connections a POST could be written into
 *   a connection the stopping replica is closing, and nginx never retries a POST once sent
 *   (`non_idempotent` would, at the risk of running a login or a create twice);
 * - `max_fails=0`: a refused connection does not mark the replica down for `fail_timeout` (10 s by
 *   default); otherwise a replica just restarted could still count as down while the other one
 *   stops, and nginx would answer 502 "no live upstreams";
 * - at most one retry, on the other replica, within 10 s; the read timeout outlasts the slowest
 *   download (an archive job may take minutes);
 * - request bodies up to 10 MB (event uploads).
 */
export const nginxConfig = (dir: string, options: ProxyOptions): string => `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  log_format upstream '$remote_addr "$request" $status $request_time '
    'upstream=$upstream_addr upstream_status=$upstream_status request_id=$api_request_id';
  access_log ${dir}/access.log upstream;

  map $http_x_request_id $api_request_id {
    default $http_x_request_id;
    '' $request_id;
  }

  upstream api {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 10m;

    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection close;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $api_request_id;

      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_send_timeout 60s;
      proxy_read_timeout 660s;
    }
  }
}
`;

export interface ReverseProxy {
  /** The public URL: what clients (and the APIs' PUBLIC_URL) use. */
  readonly url: string;
  /** nginx's access log so far (one line per request, with the upstream that answered). */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx in the foreground as a child of this process, with its own prefix, pid file, logs
 * and temp directories in a fresh temp dir, removed by `stop`.
 */
export const startReverseProxy = async (options: ProxyOptions): Promise<ReverseProxy> => {
  const dir = await mkdtemp(join(tmpdir(), 'vs-nginx-'));
  // Run as root, nginx's worker is `nobody`: it must reach the temp directories the master makes.
  await chmod(dir, 0o755);
  const config = join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, options));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  // Never left behind, even when this process ends without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
    process.off('exit', killOnExit);
  });
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (!ended) {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!ended) child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await eventually(async () => {
      if (ended) throw new Error(`nginx exited at start:\n${stderr}${await errorLog()}`);
      return listening(options.port);
    }, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    accessLog: () => readFile(join(dir, 'access.log'), 'utf8').catch(() => ''),
    stop,
  };
};
