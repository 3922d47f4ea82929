import { readFileSync, writeFileSync } from 'node:fs';
import { pseudoLocaliseMessage, pseudoLocaliseText } from './pseudo-locale.ts';

/**
 * `npm run -w @vs/i18n pseudo`: writes `messages/en-XA.json` and `values/en-XA.json` from English.
 * The catalogue check fails when they are not what this writes.
 */
export const pseudoCatalogues = (
  messages: Readonly<Record<string, string>>,
  values: readonly { originalIndex: number; value: string; definition: string }[],
) => ({
  messages: Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, pseudoLocaliseMessage(m)])),
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
  const pseudo = pseudoCatalogues(read('messages/en.json'), read('values/en.json'));
  writeFileSync(new URL('messages/en-XA.json', dir), fileText(pseudo.messages));
  writeFileSync(new URL('values/en-XA.json', dir), fileText(pseudo.values));
}
