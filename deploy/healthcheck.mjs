// The image's HEALTHCHECK (the image has no curl): exits 0 when HEALTHCHECK_URL answers 2xx within
// 3 s. The default is the API's liveness, GET /healthz on $PORT; a worker sets its /readyz.
const url = process.env.HEALTHCHECK_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}/healthz`;
try {
  const reply = await fetch(url, { signal: AbortSignal.timeout(3000) });
  process.exit(reply.ok ? 0 : 1);
} catch {
  process.exit(1);
}
