import type { PrimitiveType } from 'intl-messageformat';
import { serverMessages } from '../data/server-messages.ts';
import type { LanguageTag } from '../model/language.ts';
import { formatCompiled } from './compiled-message.ts';
import type { MessageDescriptor } from './message-descriptor.ts';

export { defineMessage, defineMessages, type MessageDescriptor } from './message-descriptor.ts';

/**
 * A message in `language` (ICU through intl-messageformat: plurals, numbers and dates by the
 * language's rules), English when the catalogue lacks it. Each message is compiled once.
 */
export const translate = (
  language: LanguageTag,
  message: MessageDescriptor,
  values?: Readonly<Record<string, PrimitiveType>>,
): string =>
  formatCompiled(
    language,
    message.id,
    () => serverMessages(language)[message.id] ?? message.defaultMessage,
    values,
  );
