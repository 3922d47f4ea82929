import { valuesInLanguage } from '../../data/value-catalogue.ts';
import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { PrintContent, PrintDocument } from '../../model/print-document.ts';
import type { ValuesResponse } from '../../model/response.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { OutputPage } from '../../ports/services.ts';
import { meaningfulWorkDefaults } from '../../rules/meaningful-work-defaults.ts';
import { type BrandSource, brandedTitle, withLogo } from '../../rules/organisation-brand.ts';
import {
  meaningfulWorkPrintDocument,
  type PrintContext,
  valuesPrintDocument,
} from '../../rules/print-document.ts';
import { ratedInsight } from '../responses/get-values-insight.ts';
import { preworkIncomplete } from '../responses/response-target.ts';
import type { UserWithEvent } from '../shared/access.ts';
import { languageOfPerson } from '../shared/person-language.ts';

export interface BuildPrintDocumentInput {
  readonly uid: string;
  readonly page: OutputPage;
}

/**
 * The live output shows the live record; before the first live read has copied it, the pre-work
 * values are what the live record would start as. Printing only reads: creating the live
 * record stays with the live read (team output reads the same way).
 */
const valuesFor = async (
  repos: Repositories,
  uid: string,
  page: 'prework' | 'live',
): Promise<ValuesResponse> => {
  const live = page === 'live' ? await repos.responses.find(uid, 'live') : null;
  const response = live ?? (await repos.responses.find(uid, 'prework'));
  if (response === null) throw preworkIncomplete();
  return response;
};

/**
 * Everything one participant's PDF shows but its logo (spec 2.15, 2.16): values in rank order, or
 * the Meaningful Work sheet (saved, else its defaults from pre-work); the live output and the sheet
 * with the valued-vs-lived insight. For a user and event already loaded (and permitted), titled as
 * their organisation wants (brandedTitle); withLogo adds its logo. In the participant's language
 * (languageOfPerson): default values by their names in it, values they wrote as written.
 */
export const printContentFor = async (
  deps: Pick<Deps, 'store' | 'config'>,
  { user, event }: UserWithEvent,
  page: OutputPage,
  organisation: BrandSource,
): Promise<PrintContent> => {
  const language = await languageOfPerson(deps.store, user, event);
  const context: PrintContext = {
    productTitle: brandedTitle(deps.config.productTitle, organisation),
    language,
    participant: user,
    event,
  };
  const shown = <T extends ValuesResponse>(response: T | null): T | null =>
    response === null ? null : valuesInLanguage(response, language);
  if (page !== 'mw') {
    return valuesPrintDocument(context, page, shown(await valuesFor(deps.store, user.uid, page)));
  }
  const saved = await deps.store.meaningfulWork.find(user.uid);
  const prework = shown(await deps.store.responses.find(user.uid, 'prework'));
  const live = shown(await deps.store.responses.find(user.uid, 'live'));
  return meaningfulWorkPrintDocument(
    context,
    saved ?? meaningfulWorkDefaults(prework),
    ratedInsight(user, live, prework),
  );
};

/**
 * The print document of a user by id, with their organisation's brand (pdf jobs queued by the
 * previous release): permissions were checked when the output was requested; a user deleted since
 * then is a not-found error.
 */
export const buildPrintDocument = async (
  deps: Pick<Deps, 'store' | 'config'>,
  input: BuildPrintDocumentInput,
): Promise<PrintDocument> => {
  const user = await deps.store.users.findById(input.uid);
  if (user === null) throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
  const event = user.eventId === null ? null : await deps.store.events.findById(user.eventId);
  const organisation = await deps.store.organisations.findById(user.orgId);
  return withLogo(await printContentFor(deps, { user, event }, input.page, organisation), organisation);
};
