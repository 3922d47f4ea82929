/** A message the server writes: its catalogue id and the English text (`formatjs extract` reads both). */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/** Names a group of messages so `formatjs extract` finds them (the check in i18n/catalogues.test.ts). */
export const defineMessages = <K extends string>(
  messages: Readonly<Record<K, MessageDescriptor>>,
): Readonly<Record<K, MessageDescriptor>> => messages;

/** Names one message so `formatjs extract` finds it. */
export const defineMessage = (message: MessageDescriptor): MessageDescriptor => message;
