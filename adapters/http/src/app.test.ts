import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from './testing/test-app.ts';

describe('the HTTP app', () => {
  it('answers health and readiness', async () => {
    const { anonymous } = await createTestApp();
    expect((await anonymous.request('GET', '/healthz')).status).toBe(200);
    expect((await anonymous.request('GET', '/readyz')).body).toEqual({ success: true, message: 'ready' });
  });

  it('sets secure headers on every response', async () => {
    const { app } = await createTestApp();
    const response = await app.request(`${TEST_ORIGIN}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('logs a user in with a session cookie and reports the session', async () => {
    const { signIn, cast } = await createTestApp();
    const guide = await signIn(cast.guide);
    expect((await guide.request('POST', '/api/auth/loggedIn')).body).toMatchObject({
      valid: true,
      accessLevel: 1,
      firstLogin: true,
    });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const { anonymous } = await createTestApp();
    expect(await anonymous.request('GET', '/api/nothing')).toMatchObject({
      status: 404,
      body: { success: false },
    });
  });
});
