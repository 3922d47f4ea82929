import { type ImportParticipantsResult, type LanguageTag, wordsIn, wordsOf } from '@vs/domain';
import { issuesIn } from '../schema-messages.ts';

/**
 * An import's reply for a reader of `language`: its message and each row's problem worded in it
 * (a row the edge found wrong holds its fields' issues, each registered message translated).
 */
export const importReplyIn = (language: LanguageTag, result: ImportParticipantsResult) => ({
  ...result,
  message: wordsIn(language, result.message),
  rows: result.rows.map(({ message, ...row }) =>
    message === undefined
      ? row
      : {
          ...row,
          message: 'verbatim' in message ? issuesIn(language, message.verbatim) : wordsOf(language, message),
        },
  ),
});
