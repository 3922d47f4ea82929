import { GUIDE } from '@vs/domain';
import {
  createTestDeps,
  makeEvent,
  makeOrganisation,
  makeUser,
  PNG_LOGO,
  signedInUser,
} from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import type { FirstScreenPage } from './frontends.ts';
import { signedInPage } from './org-page-title.ts';

const PAGE = { title: 'Values System', language: 'en', typeface: null } as const;

/** The first screen as the page of this session draws it (participant-first-screen.ts), if any. */
const participantHomeFirstScreen = async (
  deps: ReturnType<typeof createTestDeps>,
  token: string,
  page: FirstScreenPage,
) => (await (await signedInPage(deps, token))?.firstScreen?.(page)) ?? null;

describe("participantHomeFirstScreen: a participant's home drawn on the server (issue 36)", () => {
  it('names their event, its date and its Guide, and what comes next, as participant_event reads it', async () => {
    const deps = createTestDeps();
    const guide = makeUser({ accessLevel: GUIDE, forename: 'Gus', surname: 'Guide' });
    await deps.store.users.insert(guide);
    const event = makeEvent({
      facilitatorId: guide.uid,
      eventName: 'Harbour Retreat',
      sessionAccess: 'Live',
    });
    const { user, token } = await signedInUser(deps, { eventId: event.eid });
    await deps.store.events.insert({ ...event, participants: [user.uid] });
    const screen = await participantHomeFirstScreen(deps, token, PAGE);
    expect(screen?.body).toContain('Harbour Retreat');
    expect(screen?.body).toContain('June 10, 2026');
    expect(screen?.body).toContain('Guide: Gus Guide');
    expect(screen?.body).toContain('Your live session is open');
    expect(screen?.body).toContain('Welcome to Values System');
  });

  it('invites to the pre-work, naming no event, when they have none', async () => {
    const deps = createTestDeps();
    const { token } = await signedInUser(deps, {});
    const screen = await participantHomeFirstScreen(deps, token, { ...PAGE, language: 'de' });
    expect(screen?.body).not.toContain('vs-event-line');
    expect(screen?.body).toContain('Willkommen bei Values System');
  });

  it("wears their organisation's logo, name and accent, as the app's header and tokens do", async () => {
    const deps = createTestDeps();
    const organisation = makeOrganisation(
      { logo: PNG_LOGO, accentColour: '#0b5cad', hideProductName: true },
      { name: 'Acme & Co', slug: 'acme' },
    );
    await deps.store.organisations.insert(organisation);
    const { token } = await signedInUser(deps, { orgId: organisation.orgId });
    const page = await signedInPage(deps, token);
    const screen = await page?.firstScreen?.({ ...PAGE, title: page.title ?? PAGE.title });
    const version = encodeURIComponent(organisation.branding.logo?.version ?? 'none');
    expect(screen?.body).toContain(
      `<span class="vs-brand"><img class="vs-brand-logo" src="/api/org/logo?slug=acme&amp;v=${version}" alt=""/>Acme &amp; Co</span>`,
    );
    expect(screen?.body).toContain('Welcome to Acme &amp; Co');
    expect(screen?.head).toContain('#vs-first-screen{--vs-accent:#0b5cad;');
  });

  it('draws nothing for staff or without a live session', async () => {
    const deps = createTestDeps();
    const { token } = await signedInUser(deps, { accessLevel: GUIDE });
    expect(await participantHomeFirstScreen(deps, token, PAGE)).toBeNull();
    expect(await participantHomeFirstScreen(deps, 'no-such-session', PAGE)).toBeNull();
  });
});
