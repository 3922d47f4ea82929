import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogues } from './src/generate-pseudo-locale.ts';

/**
 * The check that keeps the catalogues whole (issue 35): in each family (the screens' `messages`,
 * the server's `server`) the English messages are exactly what the code uses (every id used
 * exists, every id is used), every shipped language has exactly English's ids, every message is
 * valid ICU with English's arguments, and the pseudo-locale is regenerated.
 */

const SHIPPED = ['en', 'de', 'fr', 'es', 'nl', 'ar'] as const;
/** Each catalogue family and the code whose strings it holds; each converted screen is added here. */
const FAMILIES = {
  /** The screens, through react-intl. */
  messages: [
    'frontends/participant/src/**/*.{ts,tsx}',
    'frontends/print/src/**/*.{ts,tsx}',
    'frontends/shell/src/**/*.{ts,tsx}',
    'frontends/ui/src/**/*.{ts,tsx}',
  ],
  /** The Guide's and super-admin's consoles (their own file: a participant never downloads them). */
  console: [
    'frontends/console/src/**/*.{ts,tsx}',
    'frontends/guide/src/**/*.{ts,tsx}',
    'frontends/admin/src/**/*.{ts,tsx}',
  ],
  /** What the server writes for people (emails), through the domain's `translate`. */
  server: ['domain/src/**/*.ts', 'adapters/*/src/**/*.ts'],
} as const;
type Family = keyof typeof FAMILIES;

const root = new URL('..', import.meta.url);
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const messagesOf = (family: Family, language: string) =>
  read(`i18n/${family}/${language}.json`) as Record<string, string>;

/** What `formatjs extract` finds in the code: id -> English default message. */
const extracted = (family: Family): Record<string, string> =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        'node_modules/@formatjs/cli/bin/formatjs',
        'extract',
        ...FAMILIES[family],
        '--ignore',
        '**/*.test.{ts,tsx}',
        '--format',
        'simple',
        '--preserve-whitespace',
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  );

describe.each(Object.keys(FAMILIES) as Family[])('the %s catalogues', (family) => {
  const english = messagesOf(family, 'en');

  it('English holds exactly the messages the code uses, word for word', () => {
    expect(english).toEqual(extracted(family));
  });

  it.each(SHIPPED.filter((l) => l !== 'en'))('%s has every English id and no other', (language) => {
    expect(Object.keys(messagesOf(family, language)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(SHIPPED)(
    '%s: every message is valid ICU with the English arguments, plurals and tags',
    (language) => {
      for (const [id, message] of Object.entries(messagesOf(family, language))) {
        expect(() => new IntlMessageFormat(message, language), id).not.toThrow();
        const same = isStructurallySame(parse(english[id] ?? ''), parse(message));
        expect(same.success ? true : `${id}: ${same.error?.message}`).toBe(true);
      }
    },
  );
});

it('the pseudo-locale is what `npm run -w @vs/i18n pseudo` writes from English', () => {
  const pseudo = pseudoCatalogues(
    {
      messages: messagesOf('messages', 'en'),
      console: messagesOf('console', 'en'),
      server: messagesOf('server', 'en'),
    },
    read('i18n/values/en.json') as { originalIndex: number; value: string; definition: string }[],
  );
  expect(read('i18n/messages/en-XA.json')).toEqual(pseudo.messages);
  expect(read('i18n/console/en-XA.json')).toEqual(pseudo.console);
  expect(read('i18n/server/en-XA.json')).toEqual(pseudo.server);
  expect(read('i18n/values/en-XA.json')).toEqual(pseudo.values);
});
