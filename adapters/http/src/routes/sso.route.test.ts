import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../middleware/rate-limits.ts';
import { createTestApp } from '../testing/test-app.ts';

// The SSO routes' own behaviour that needs no identity provider; the protocol itself is tested
// against a real oidc-provider in services/api/src/sso-oidc.route.test.ts.

describe('GET /api/auth/sso/start', () => {
  it('counts starts per client network and lands on the login page past the limit', async () => {
    const { anonymous } = await createTestApp({
      rateLimits: createRateLimits({ rules: { ssoPerClient: { points: 2, durationSeconds: 60 } } }),
    });
    const locations: (string | null)[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      locations.push(
        (await anonymous.request('GET', '/api/auth/sso/start?email=a@acme.test')).headers.get('location'),
      );
    expect(locations).toEqual([
      '/login?sso_error=not_configured',
      '/login?sso_error=not_configured',
      '/login?sso_error=rate_limited',
    ]);
    const elsewhere = await anonymous.from('203.0.113.9').request('GET', '/api/auth/sso/start?org=default');
    expect(elsewhere.headers.get('location')).toBe('/login?sso_error=not_configured');
  });

  it('counts callbacks too', async () => {
    const { anonymous } = await createTestApp({
      rateLimits: createRateLimits({ rules: { ssoPerClient: { points: 1, durationSeconds: 60 } } }),
    });
    await anonymous.request('GET', '/api/auth/oidc/callback?state=a&code=b');
    const second = await anonymous.request('GET', '/api/auth/oidc/callback?state=a&code=b');
    expect(second.headers.get('location')).toBe('/login?sso_error=rate_limited');
  });
});
