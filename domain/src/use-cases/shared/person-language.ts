import type { WorkshopEvent } from '../../model/event.ts';
import type { LanguageTag } from '../../model/language.ts';
import type { User } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { pickLanguage } from '../../rules/language.ts';

/**
 * The language to write to a person in when no browser asks (emails, PDFs): their own choice,
 * else the default of their event (`event` when the caller has it, else read), else English.
 */
export const languageOfPerson = async (
  repos: Pick<Repositories, 'events'>,
  user: Pick<User, 'language' | 'eventId'>,
  event?: Pick<WorkshopEvent, 'language'> | null,
): Promise<LanguageTag> => {
  if (user.language !== null) return user.language;
  const theirs =
    event !== undefined ? event : user.eventId === null ? null : await repos.events.findById(user.eventId);
  return pickLanguage({ fallback: theirs?.language ?? null });
};
