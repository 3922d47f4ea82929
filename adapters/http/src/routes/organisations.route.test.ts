import { DEFAULT_ORG_ID, type OrganisationView } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp, TEST_ORIGIN, type TestClient } from '../testing/test-app.ts';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7);

const setUp = async () => {
  const app = await createTestApp();
  const clients = await app.clients();
  const created = await clients.admin.request<{ orgId: string }>('POST', '/api/org/create', {
    name: 'Acme',
    slug: 'acme',
  });
  const acme = created.body.orgId;
  const other = await clients.admin.request<{ orgId: string }>('POST', '/api/org/create', {
    name: 'Beta',
    slug: 'beta',
  });
  // A client admin of Acme, signed in.
  const clientAdminUser = makeUser({ accessLevel: 1, orgs: [{ orgId: acme, role: 'client_admin' }] });
  await app.deps.store.users.insert(clientAdminUser);
  const clientAdmin = await app.signIn(clientAdminUser);
  return { ...app, ...clients, acme, beta: other.body.orgId, clientAdmin, clientAdminUser };
};

/** A raw-body upload with the client's session, as a browser's fetch sends a file. */
const uploadLogo = async (
  app: Awaited<ReturnType<typeof setUp>>['app'],
  client: TestClient,
  orgId: string,
  bytes: Uint8Array,
  contentType: string,
) => {
  const response = await app.request(`${TEST_ORIGIN}/api/org/logo?orgId=${orgId}`, {
    method: 'PUT',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, cookie: `vs_session=${client.cookie}` },
    body: bytes.slice().buffer,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('POST /api/org/create', () => {
  it('creates an organisation for a super-admin and answers its id', async () => {
    const { admin, acme } = await setUp();
    expect(acme).toMatch(/^[0-9a-f-]{36}$/);
    const list = await admin.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(list.body.organisations.map((o) => o.slug)).toEqual(['acme', 'beta', 'default']);
  });

  it('refuses no session (401), Guides, client admins and participants (403)', async () => {
    const { deps, anonymous, guide, clientAdmin, participant } = await setUp();
    const body = { name: 'X', slug: 'x1' };
    await expectRefused(deps, () => anonymous.request('POST', '/api/org/create', body), 401);
    for (const client of [guide, clientAdmin, participant])
      await expectRefused(deps, () => client.request('POST', '/api/org/create', body), 403);
  });

  it('refuses a taken slug (409) and malformed input (400), writing nothing', async () => {
    const { deps, admin } = await setUp();
    await expectRefused(
      deps,
      () => admin.request('POST', '/api/org/create', { name: 'X', slug: 'acme' }),
      409,
      /already used/,
    );
    await expectRefused(
      deps,
      () => admin.request('POST', '/api/org/create', { name: 'X', slug: 'no way' }),
      400,
      /short name/,
    );
    await expectRefused(deps, () => admin.request('POST', '/api/org/create', { slug: 'x2' }), 400, /name/);
    await expectRefused(deps, () => admin.request('POST', '/api/org/create', { name: 7, slug: 'x3' }), 400);
    await expectRefused(
      deps,
      () => admin.request('POST', '/api/org/create', { name: 'X', slug: 'x4', language: 'xx' }),
      400,
      /language must be one of/,
    );
  });
});

describe('GET /api/org/all', () => {
  it('gives a client admin their organisation with their role, and nothing else', async () => {
    const { clientAdmin, acme } = await setUp();
    const reply = await clientAdmin.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(reply.body.organisations.map((o) => [o.orgId, o.role])).toEqual([[acme, 'client_admin']]);
  });

  it('gives a Guide the default organisation they belong to, and refuses participants (403)', async () => {
    const { deps, guide, participant } = await setUp();
    const reply = await guide.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(reply.body.organisations.map((o) => [o.orgId, o.role])).toEqual([[DEFAULT_ORG_ID, 'guide']]);
    await expectRefused(deps, () => participant.request('GET', '/api/org/all'), 403);
  });
});

describe("an organisation's default language", () => {
  it('is set on create and on update, cleared by null, and given to the events made in it without one', async () => {
    const { admin, clientAdmin } = await setUp();
    const created = await admin.request<{ orgId: string }>('POST', '/api/org/create', {
      name: 'Gamma',
      slug: 'gamma',
      language: 'nl',
    });
    expect(created.status).toBe(200);
    const list = await admin.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(list.body.organisations.find((o) => o.slug === 'gamma')?.language).toBe('nl');
    const acme = (await clientAdmin.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all'))
      .body.organisations[0];
    const updated = await clientAdmin.request<{ organisation: OrganisationView }>('PUT', '/api/org/update', {
      orgId: acme?.orgId,
      language: 'de',
    });
    expect(updated.body.organisation.language).toBe('de');
    const event = await clientAdmin.request<{ event: { language: string | null } }>(
      'POST',
      '/api/event/create',
      {
        eventName: 'Kick-off',
        eventDate: '2026-06-20',
        eventType: 'Reg',
        sessionAccess: 'Pre-work',
        participants: [],
        orgId: acme?.orgId,
      },
    );
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    expect(event.body.event.language).toBe('de');
    const cleared = await clientAdmin.request<{ organisation: OrganisationView }>('PUT', '/api/org/update', {
      orgId: acme?.orgId,
      language: null,
    });
    expect(cleared.body.organisation.language).toBeNull();
  });
});

describe('PUT /api/org/update', () => {
  it('lets a client admin brand their organisation', async () => {
    const { clientAdmin, acme } = await setUp();
    const reply = await clientAdmin.request<{ organisation: OrganisationView }>('PUT', '/api/org/update', {
      orgId: acme,
      name: 'Acme Europe',
      branding: { accentColour: '#1c4e80', senderName: 'Acme HR', hideProductName: true },
      unknownField: 'ignored',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.organisation).toMatchObject({
      name: 'Acme Europe',
      branding: { accentColour: '#1c4e80', senderName: 'Acme HR', hideProductName: true, hasLogo: false },
    });
  });

  it('refuses another organisation (404), a plain Guide (403), a client admin changing the slug (403)', async () => {
    const { deps, clientAdmin, guide, acme, beta } = await setUp();
    await expectRefused(
      deps,
      () => clientAdmin.request('PUT', '/api/org/update', { orgId: beta, name: 'Mine' }),
      404,
    );
    await expectRefused(
      deps,
      () => guide.request('PUT', '/api/org/update', { orgId: acme, name: 'Mine' }),
      404,
    );
    await expectRefused(
      deps,
      () => clientAdmin.request('PUT', '/api/org/update', { orgId: acme, slug: 'acme-eu' }),
      403,
      /super-admins/,
    );
  });

  it('refuses an accent colour that fails contrast with white (400), naming the ratio', async () => {
    const { deps, admin, acme } = await setUp();
    await expectRefused(
      deps,
      () => admin.request('PUT', '/api/org/update', { orgId: acme, branding: { accentColour: '#ffcc00' } }),
      400,
      /contrast with white is 1\.\d\d:1/,
    );
    await expectRefused(
      deps,
      () => admin.request('PUT', '/api/org/update', { orgId: 'nope', name: 'X' }),
      400,
      /orgId/,
    );
  });
});

describe('PUT /api/org/logo and GET /api/org/logo, /api/org/branding', () => {
  it('stores a PNG logo and serves it, with the branding, to anyone by slug', async () => {
    const { app, clientAdmin, anonymous, acme } = await setUp();
    const saved = await uploadLogo(app, clientAdmin, acme, PNG, 'image/png');
    expect(saved.status).toBe(200);
    const logo = await anonymous.download('/api/org/logo?slug=acme');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(logo.headers.get('content-security-policy')).not.toContain('script-src');
    expect(logo.bytes).toEqual(PNG);
    const branding = await anonymous.request('GET', '/api/org/branding?slug=ACME');
    expect(branding.body).toMatchObject({ branding: { name: 'Acme', slug: 'acme', hasLogo: true } });
    expect(JSON.stringify(branding.body)).not.toContain(acme);
  });

  it('refuses an unsafe SVG, a mislabelled file and another organisation’s logo, writing nothing', async () => {
    const { app, deps, clientAdmin, acme, beta } = await setUp();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      deps,
      () =>
        uploadLogo(app, clientAdmin, acme, svg, 'image/svg+xml').then((r) => ({
          ...r,
          headers: new Headers(),
        })),
      400,
      /SVG/,
    );
    await expectRefused(
      deps,
      () =>
        uploadLogo(app, clientAdmin, acme, PNG, 'image/gif').then((r) => ({ ...r, headers: new Headers() })),
      400,
      /PNG or SVG/,
    );
    await expectRefused(
      deps,
      () =>
        uploadLogo(app, clientAdmin, beta, PNG, 'image/png').then((r) => ({ ...r, headers: new Headers() })),
      404,
    );
  });

  it('answers 404 for an unknown slug and for an organisation without a logo, kept by no cache', async () => {
    const { anonymous } = await setUp();
    expect((await anonymous.request('GET', '/api/org/branding?slug=nobody')).status).toBe(404);
    const missing = await anonymous.download('/api/org/logo?slug=acme');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('GET /api/org/logo: kept by caches', () => {
  const getLogo = (app: Awaited<ReturnType<typeof setUp>>['app'], query: string, headers: HeadersInit = {}) =>
    app.request(`${TEST_ORIGIN}/api/org/logo?${query}`, { headers });

  it('is kept for good by the version the branding reply names, its ETag that version; a new upload is a new address', async () => {
    const { app, anonymous, participant, clientAdmin, deps, cast, acme } = await setUp();
    await uploadLogo(app, clientAdmin, acme, PNG, 'image/png');
    const branding = await anonymous.request<{ branding: { logoVersion: string } }>(
      'GET',
      '/api/org/branding?slug=acme',
    );
    const version = branding.body.branding.logoVersion;
    expect(version).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await getLogo(app, `slug=acme&v=${version}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(kept.headers.get('etag')).toBe(`"${version}"`);
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(PNG);

    // A participant's own branding names the same version.
    await deps.store.users.update({ ...cast.participant, orgId: acme });
    const mine = await participant.request<{ branding: { logoVersion: string } }>('GET', '/api/org/mine');
    expect(mine.body.branding.logoVersion).toBe(version);

    const other = Uint8Array.of(...PNG, 9);
    await uploadLogo(app, clientAdmin, acme, other, 'image/png');
    const after = await anonymous.request<{ branding: { logoVersion: string } }>(
      'GET',
      '/api/org/branding?slug=acme',
    );
    expect(after.body.branding.logoVersion).not.toBe(version);
    // An address of the old version is no longer kept: it is checked, and answers the new logo.
    const stale = await getLogo(app, `slug=acme&v=${version}`, { 'if-none-match': `"${version}"` });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, no-cache');
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(other);
  });

  it('asked for without a version, is checked each time: 304 without a body while unchanged', async () => {
    const { app, clientAdmin, acme } = await setUp();
    await uploadLogo(app, clientAdmin, acme, PNG, 'image/png');
    const first = await getLogo(app, 'slug=acme');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const again = await getLogo(app, 'slug=acme', { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');
      expect(await again.text()).toBe('');
    }
    expect((await getLogo(app, 'slug=acme', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('refuses a malformed query (400), kept by no cache', async () => {
    const { app } = await setUp();
    const refused = await getLogo(app, `slug=acme&v=${'x'.repeat(101)}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/org/mine', () => {
  it("gives a signed-in participant their own organisation's branding, never another's", async () => {
    const { app, deps, signIn, admin, clientAdmin, acme, beta } = await setUp();
    await uploadLogo(app, clientAdmin, acme, PNG, 'image/png');
    await clientAdmin.request('PUT', '/api/org/update', {
      orgId: acme,
      branding: { accentColour: '#8a2be2', hideProductName: true },
    });
    await admin.request('PUT', '/api/org/update', { orgId: beta, branding: { accentColour: '#005a9c' } });
    const paula = makeUser({ forename: 'Paula', orgId: acme });
    await deps.store.users.insert(paula);
    const participant = await signIn(paula);

    // An id in the address changes nothing: the organisation is the session's.
    for (const path of ['/api/org/mine', `/api/org/mine?orgId=${beta}`]) {
      const mine = await participant.request('GET', path);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        branding: {
          name: 'Acme',
          slug: 'acme',
          hasLogo: true,
          accentColour: '#8a2be2',
          hideProductName: true,
        },
      });
      expect(JSON.stringify(mine.body)).not.toMatch(/Beta|#005a9c|retention|members/);
    }
  });

  it('gives someone of the default organisation its unbranded look', async () => {
    const { participant } = await setUp();
    const mine = await participant.request('GET', '/api/org/mine');
    expect(mine.body).toMatchObject({
      branding: { slug: 'default', hasLogo: false, accentColour: null, hideProductName: false },
    });
  });

  it('refuses no session (401)', async () => {
    const { anonymous } = await setUp();
    expect((await anonymous.request('GET', '/api/org/mine')).status).toBe(401);
  });
});

describe('GET /api/org/branding_of', () => {
  it("gives a participant's organisation's branding to them, their Guide and a super-admin", async () => {
    const { app, deps, cast, clientAdmin, acme, admin, guide, participant } = await setUp();
    await deps.store.users.update({ ...cast.participant, orgId: acme });
    await uploadLogo(app, clientAdmin, acme, PNG, 'image/png');
    for (const client of [participant, guide, admin]) {
      const { status, body } = await client.request(
        'GET',
        `/api/org/branding_of?uid=${cast.participant.uid}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        branding: { name: 'Acme', slug: 'acme', hasLogo: true, logoVersion: expect.any(String) },
      });
    }
  });

  it("refuses no session (401), another Guide's participant and someone else's uid (404), a malformed uid (400)", async () => {
    const { deps, cast, anonymous, otherGuide, participant } = await setUp();
    const path = `/api/org/branding_of?uid=${cast.participant.uid}`;
    await expectRefused(deps, () => anonymous.request('GET', path), 401);
    await expectRefused(deps, () => otherGuide.request('GET', path), 404);
    await expectRefused(
      deps,
      () => participant.request('GET', `/api/org/branding_of?uid=${cast.guide.uid}`),
      404,
    );
    await expectRefused(deps, () => participant.request('GET', '/api/org/branding_of?uid='), 400);
  });
});

describe('POST /api/org/add_member, /api/org/remove_member', () => {
  it('lets a client admin add a Guide and take them out; the Guide sees the organisation at once', async () => {
    const { clientAdmin, guide, cast, acme } = await setUp();
    const added = await clientAdmin.request('POST', '/api/org/add_member', {
      orgId: acme,
      uid: cast.guide.uid,
      role: 'guide',
    });
    expect(added.status).toBe(200);
    const seen = await guide.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(seen.body.organisations.map((o) => o.slug)).toEqual(['acme', 'default']);
    await clientAdmin.request('POST', '/api/org/remove_member', { orgId: acme, uid: cast.guide.uid });
    const after = await guide.request<{ organisations: OrganisationView[] }>('GET', '/api/org/all');
    expect(after.body.organisations.map((o) => o.slug)).toEqual(['default']);
  });

  it('refuses a plain Guide (403 or 404), a participant as member (400), a bad role (400)', async () => {
    const { deps, clientAdmin, guide, otherGuide, cast, acme, beta } = await setUp();
    await expectRefused(
      deps,
      () => guide.request('POST', '/api/org/add_member', { orgId: acme, uid: cast.guide.uid, role: 'guide' }),
      404,
    );
    await expectRefused(
      deps,
      () => otherGuide.request('POST', '/api/org/remove_member', { orgId: beta, uid: cast.guide.uid }),
      404,
    );
    await expectRefused(
      deps,
      () =>
        clientAdmin.request('POST', '/api/org/add_member', {
          orgId: acme,
          uid: cast.participant.uid,
          role: 'guide',
        }),
      400,
      /Only Guides/,
    );
    await expectRefused(
      deps,
      () =>
        clientAdmin.request('POST', '/api/org/add_member', {
          orgId: acme,
          uid: cast.guide.uid,
          role: 'owner',
        }),
      400,
      /role/,
    );
  });
});

describe('GET /api/org/members, and adding a Guide by email', () => {
  it('lists the Guides of an organisation with their role, for a super-admin and its client admin', async () => {
    const { admin, clientAdmin, clientAdminUser, cast, acme } = await setUp();
    const added = await clientAdmin.request('POST', '/api/org/add_member', {
      orgId: acme,
      email: cast.guide.email.toUpperCase(),
      role: 'guide',
    });
    expect(added.status).toBe(200);
    for (const client of [admin, clientAdmin]) {
      const { status, body } = await client.request<{ members: { uid: string; role: string }[] }>(
        'GET',
        `/api/org/members?orgId=${acme}`,
      );
      expect(status).toBe(200);
      expect(body.members.map((m) => [m.uid, m.role]).sort()).toEqual(
        [
          [clientAdminUser.uid, 'client_admin'],
          [cast.guide.uid, 'guide'],
        ].sort(),
      );
    }
  });

  it('refuses no session (401), a plain Guide and a participant (403), another organisation (404), malformed input (400)', async () => {
    const { deps, anonymous, guide, participant, clientAdmin, acme, beta } = await setUp();
    await expectRefused(deps, () => anonymous.request('GET', `/api/org/members?orgId=${acme}`), 401);
    await expectRefused(deps, () => participant.request('GET', `/api/org/members?orgId=${acme}`), 403);
    await expectRefused(deps, () => guide.request('GET', `/api/org/members?orgId=${DEFAULT_ORG_ID}`), 403);
    await expectRefused(deps, () => clientAdmin.request('GET', `/api/org/members?orgId=${beta}`), 404);
    await expectRefused(deps, () => clientAdmin.request('GET', '/api/org/members?orgId=nope'), 400);
    await expectRefused(
      deps,
      () =>
        clientAdmin.request('POST', '/api/org/add_member', {
          orgId: acme,
          email: 'x@example.com',
          uid: acme,
          role: 'guide',
        }),
      400,
      /uid or by email/,
    );
  });
});
