import type { PrimitiveType } from 'intl-messageformat';
import { formatCompiled } from './compiled-message.ts';
import type { MessageDescriptor } from './message-descriptor.ts';

/**
 * A catalogued message's English (its `defaultMessage`, ICU), without the catalogues: what an
 * error's `message` holds for logs and English readers. The screens import the domain too; they
 * must not carry every language's server catalogue for this (`translate` in `messages.ts` does).
 */
export const englishOf = (
  message: MessageDescriptor,
  values?: Readonly<Record<string, PrimitiveType>>,
): string => formatCompiled('en', message.id, () => message.defaultMessage, values);
