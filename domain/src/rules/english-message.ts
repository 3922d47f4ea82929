import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageDescriptor } from './message-descriptor.ts';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A catalogued message's English (its `defaultMessage`, ICU), without the catalogues: what an
 * error's `message` holds for logs and English readers. The screens import the domain too; they
 * must not carry every language's server catalogue for this (`translate` in `messages.ts` does).
 */
export const englishOf = (
  message: MessageDescriptor,
  values?: Readonly<Record<string, PrimitiveType>>,
): string => {
  let format = compiled.get(message.id);
  if (format === undefined) {
    format = new IntlMessageFormat(message.defaultMessage, 'en');
    compiled.set(message.id, format);
  }
  return String(format.format(values));
};
