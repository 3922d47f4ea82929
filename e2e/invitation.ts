import { expect } from 'vitest';
import { apiAs, type Product } from './product.ts';

/** The server's API as one signed-in user. */
export type Api = Awaited<ReturnType<typeof apiAs>>;

const today = () => new Date().toISOString().slice(0, 10);

/** `reply`'s body, after checking its status (the body is in the failure message). */
export const ok = async (reply: Promise<{ status: number; body: Record<string, unknown> }>, status = 200) => {
  const { status: actual, body } = await reply;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body;
};

export interface Invitation {
  readonly uid: string;
  readonly email: string;
  /** The Guide who invited the participant, signed in through the API. */
  readonly asGuide: Api;
  readonly event: {
    readonly eid: string;
    readonly eventName: string;
    readonly eventDate: string;
    readonly accessClose: string;
    readonly eventType: string;
  };
}

/**
 * The super-admin registers a Guide with Meaningful Work; the Guide registers a participant, puts
 * them in a Pre-work event and emails them their logon link. `n` keeps the names of several
 * invitations in one product apart.
 */
export const guideInvitesParticipant = async (
  admin: Api,
  product: Product,
  n: number,
): Promise<Invitation> => {
  const guideEmail = `guide${n}@example.test`;
  const guidePassword = 'Guide1234x';
  const guide = (await ok(
    admin.request('POST', '/api/auth/register', {
      accessLevel: 1,
      forename: 'Gail',
      surname: `Guide${n}`,
      email: guideEmail,
      password: guidePassword,
    }),
    201,
  )) as { user: { uid: string } };
  await ok(admin.request('PUT', '/api/user/update_mw', { uid: guide.user.uid, mwEnabled: true }));
  const asGuide = await apiAs(product.url, guideEmail, guidePassword);

  const email = `journey${n}@example.test`;
  const registered = (await ok(
    asGuide.request('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Jo',
      surname: `Journey${n}`,
      email,
      password: 'Initial1x',
    }),
    201,
  )) as { user: { uid: string } };
  const uid = registered.user.uid;
  const created = (await ok(
    asGuide.request('POST', '/api/event/create', {
      eventName: `Journey Workshop ${n}`,
      eventDate: today(),
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [uid],
    }),
    201,
  )) as { event: Invitation['event'] };
  await ok(asGuide.request('POST', '/api/event/send_email', { uid }));
  return { uid, email, asGuide, event: created.event };
};

/** The Guide opens the live session of the invitation's event and gives the participant Meaningful Work. */
export const guideOpensLiveSession = async ({ asGuide, event, uid }: Invitation): Promise<void> => {
  const { eid, eventName, eventDate, accessClose, eventType } = event;
  await ok(
    asGuide.request('PUT', '/api/event/update', {
      eid,
      eventName,
      eventDate,
      accessClose,
      eventType,
      sessionAccess: 'Live',
    }),
  );
  await ok(asGuide.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true }));
};

/** The logon link of the newest mail to `email`, from the dev mailbox (open to localhost only). */
export const logonLinkFor = async (product: Product, email: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${product.url}/dev/mailbox`)).text();
        const article = html.split('<article>').find((part) => part.includes(`To ${email} at`));
        link = article?.match(/href="([^"]*\/reset_password\/[^"]+)"/)?.[1];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link as string;
};
