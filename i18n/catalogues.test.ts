import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogues } from './src/generate-pseudo-locale.ts';

/**
 * The check that keeps the catalogues whole (issue 35): the English messages are exactly what the
 * code uses (every id used exists, every id is used), every shipped language has exactly English's
 * ids, every message is valid ICU with English's arguments, and the pseudo-locale is regenerated.
 */

const SHIPPED = ['en', 'de', 'fr', 'es', 'nl', 'ar'] as const;
/** The screens whose strings go through react-intl; each converted screen is added here. */
const TRANSLATED_SOURCES = [
  'frontends/participant/src/**/*.{ts,tsx}',
  'frontends/shell/src/follow-up/**/*.{ts,tsx}',
];

const root = new URL('..', import.meta.url);
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const messagesOf = (language: string) => read(`i18n/messages/${language}.json`) as Record<string, string>;

/** What `formatjs extract` finds in the code: id -> English default message. */
const extracted = (): Record<string, string> =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        'node_modules/@formatjs/cli/bin/formatjs',
        'extract',
        ...TRANSLATED_SOURCES,
        '--ignore',
        '**/*.test.{ts,tsx}',
        '--format',
        'simple',
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  );

describe('the message catalogues', () => {
  const english = messagesOf('en');

  it('English holds exactly the messages the code uses, word for word', () => {
    expect(english).toEqual(extracted());
  });

  it.each(SHIPPED.filter((l) => l !== 'en'))('%s has every English id and no other', (language) => {
    expect(Object.keys(messagesOf(language)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(SHIPPED)(
    '%s: every message is valid ICU with the English arguments, plurals and tags',
    (language) => {
      for (const [id, message] of Object.entries(messagesOf(language))) {
        expect(() => new IntlMessageFormat(message, language), id).not.toThrow();
        const same = isStructurallySame(parse(english[id] ?? ''), parse(message));
        expect(same.success ? true : `${id}: ${same.error?.message}`).toBe(true);
      }
    },
  );

  it('the pseudo-locale is what `npm run -w @vs/i18n pseudo` writes from English', () => {
    const pseudo = pseudoCatalogues(
      english,
      read('i18n/values/en.json') as { originalIndex: number; value: string; definition: string }[],
    );
    expect(read('i18n/messages/en-XA.json')).toEqual(pseudo.messages);
    expect(read('i18n/values/en-XA.json')).toEqual(pseudo.values);
  });
});
