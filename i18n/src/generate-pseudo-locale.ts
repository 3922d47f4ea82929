import { readFileSync, writeFileSync } from 'node:fs';
import { pseudoLocaliseMessage, pseudoLocaliseText } from './pseudo-locale.ts';

type Messages = Readonly<Record<string, string>>;

/** The catalogue families of messages, each a folder with one file per language. */
const FAMILIES = ['messages', 'console', 'server'] as const;
type Family = (typeof FAMILIES)[number];

const pseudoMessages = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, pseudoLocaliseMessage(m)]));

/**
 * `npm run -w @vs/i18n pseudo`: writes each family's `en-XA.json` and `values/en-XA.json` from
 * English. The catalogue check fails when they are not what this writes.
 */
export const pseudoCatalogues = (
  english: Readonly<Record<Family, Messages>>,
  values: readonly { originalIndex: number; value: string; definition: string }[],
) => ({
  messages: pseudoMessages(english.messages),
  console: pseudoMessages(english.console),
  server: pseudoMessages(english.server),
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
  const english = Object.fromEntries(FAMILIES.map((f) => [f, read(`${f}/en.json`)])) as Record<
    Family,
    Messages
  >;
  const pseudo = pseudoCatalogues(english, read('values/en.json'));
  for (const family of FAMILIES)
    writeFileSync(new URL(`${family}/en-XA.json`, dir), fileText(pseudo[family]));
  writeFileSync(new URL('values/en-XA.json', dir), fileText(pseudo.values));
}
