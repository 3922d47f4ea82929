import { type ApiSession, registerUser, TEN_VALUES } from './console-session.ts';
import { ok } from './invitation.ts';
import { apiAs, type Product } from './product.ts';

/** Someone the seed registers and signs in as. */
export interface SeedPerson {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

export interface GuideEventSeed {
  /** The Guide the super-admin registers. */
  readonly guide: SeedPerson;
  /** Their participants, each of whom finishes the pre-work on TEN_VALUES. */
  readonly people: readonly SeedPerson[];
  /** The "% lived" each participant gives every value. */
  readonly percentLived: number;
  /** The rest of the event's create body: its name, session access, follow-ups. */
  readonly event: Record<string, unknown>;
}

/**
 * A Guide, their participants with their pre-work done, and the Guide's Reg event of them, dated
 * today (UTC), all through the API. Returns the Guide's session and the participants' uids.
 */
export const seedGuideEvent = async (
  product: Product,
  { guide, people, percentLived, event }: GuideEventSeed,
): Promise<{ readonly asGuide: ApiSession; readonly uids: readonly string[] }> => {
  const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  await registerUser(admin, 1, guide.forename, guide.surname, guide.email, guide.password);
  const asGuide = await apiAs(product.url, guide.email, guide.password);
  const uids: string[] = [];
  for (const person of people) {
    uids.push(await registerUser(asGuide, 0, person.forename, person.surname, person.email, person.password));
    const self = await apiAs(product.url, person.email, person.password);
    for (const completedMark of [0, 1, 2, 3]) {
      await ok(
        self.request('PUT', '/api/response/participant?prework=true', {
          values: TEN_VALUES.map((value, originalIndex) => ({ value, originalIndex })),
          descriptions: TEN_VALUES.map((value) => `About ${value}`),
          percentLived: TEN_VALUES.map(() => percentLived),
          completedMark,
        }),
      );
    }
  }
  await ok(
    asGuide.request('POST', '/api/event/create', {
      eventDate: new Date().toISOString().slice(0, 10),
      eventType: 'Reg',
      participants: uids,
      ...event,
    }),
    201,
  );
  return { asGuide, uids };
};
