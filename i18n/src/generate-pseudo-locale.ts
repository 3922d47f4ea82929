import { readFileSync, writeFileSync } from 'node:fs';
import { pseudoLocaliseMessage, pseudoLocaliseText } from './pseudo-locale.ts';

type Messages = Readonly<Record<string, string>>;

const pseudoMessages = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, pseudoLocaliseMessage(m)]));

/**
 * `npm run -w @vs/i18n pseudo`: writes `messages/en-XA.json`, `server/en-XA.json` and
 * `values/en-XA.json` from English. The catalogue check fails when they are not what this writes.
 */
export const pseudoCatalogues = (
  messages: Messages,
  server: Messages,
  values: readonly { originalIndex: number; value: string; definition: string }[],
) => ({
  messages: pseudoMessages(messages),
  server: pseudoMessages(server),
  values: values.map((v) => ({
    originalIndex: v.originalIndex,
    value: pseudoLocaliseText(v.value),
    definition: pseudoLocaliseText(v.definition),
  })),
});

/** A catalogue file's text, as Biome formats JSON. */
const fileText = (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`;

if (import.meta.main) {
  const dir = new URL('..', import.meta.url);
  const read = (path: string) => JSON.parse(readFileSync(new URL(path, dir), 'utf8'));
  const pseudo = pseudoCatalogues(read('messages/en.json'), read('server/en.json'), read('values/en.json'));
  writeFileSync(new URL('messages/en-XA.json', dir), fileText(pseudo.messages));
  writeFileSync(new URL('server/en-XA.json', dir), fileText(pseudo.server));
  writeFileSync(new URL('values/en-XA.json', dir), fileText(pseudo.values));
}
