import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { serverMessages } from '../data/server-messages.ts';
import type { LanguageTag } from '../model/language.ts';
import type { MessageDescriptor } from './message-descriptor.ts';

export { defineMessage, defineMessages, type MessageDescriptor } from './message-descriptor.ts';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message in `language` (ICU through intl-messageformat: plurals, numbers and dates by the
 * language's rules), English when the catalogue lacks it. Each message is compiled once.
 */
export const translate = (
  language: LanguageTag,
  message: MessageDescriptor,
  values?: Readonly<Record<string, PrimitiveType>>,
): string => {
  const key = `${language}\u0000${message.id}`;
  let format = compiled.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(serverMessages(language)[message.id] ?? message.defaultMessage, language);
    compiled.set(key, format);
  }
  return String(format.format(values));
};
