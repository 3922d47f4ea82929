import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * The pseudo-locale `en-XA`, made from English: every letter accented, each text about 35 %
 * longer and bracketed, so a browser test shows text that would be cut off or overflow, and any
 * string that skipped the catalogue stands out as plain English.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

const accent = (text: string): string => [...text].map((c) => ACCENTED[c] ?? c).join('');

const FILLER = 'ļöŕéɱ îþšûɱ đöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åđîþîšçîñĝ éļîţ šéđ đö éîûšɱöđ ţéɱþöŕ';

/** About 35 % of a text's length in filler words, at least one. */
const paddingFor = (length: number): string => {
  const wanted = Math.max(1, Math.round(length * 0.35));
  let pad = '';
  while (pad.length < wanted) pad += (pad === '' ? '' : ' ') + FILLER;
  return pad.slice(0, wanted).trimEnd();
};

const lengthOf = (elements: readonly MessageFormatElement[]): number =>
  elements.reduce((n, e) => n + (isLiteralElement(e) ? e.value.length : 6), 0);

const accentAll = (elements: MessageFormatElement[]): MessageFormatElement[] =>
  elements.map((e) => {
    if (isLiteralElement(e)) return { ...e, value: accent(e.value) };
    if (isTagElement(e)) return { ...e, children: accentAll(e.children) };
    if (isPluralElement(e) || isSelectElement(e))
      return {
        ...e,
        options: Object.fromEntries(
          Object.entries(e.options).map(([k, o]) => [k, { ...o, value: accentAll(o.value) }]),
        ),
      };
    return e;
  });

/** One ICU message in the pseudo-locale; its arguments, plurals and tags unchanged. */
export const pseudoLocaliseMessage = (message: string): string => {
  const ast = parse(message);
  const padding = paddingFor(lengthOf(ast));
  return printAST([
    { type: 0, value: '[' },
    ...accentAll(ast),
    { type: 0, value: ` ${padding}]` },
  ] as MessageFormatElement[]);
};

/** Plain text (a value's name or definition) in the pseudo-locale. */
export const pseudoLocaliseText = (text: string): string => `[${accent(text)} ${paddingFor(text.length)}]`;
