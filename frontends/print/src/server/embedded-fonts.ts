import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts every print may use, in the order a character looks for its glyph: Inter for Latin
 * (the product's typeface), then Noto Sans (Latin, Greek, Cyrillic, Vietnamese, Devanagari) and
 * its companions for Arabic, Hebrew, Thai and Chinese: the scripts our participants' names and
 * words come in. All are registry
 * packages: a PDF needs no system font.
 */
const FONT_PACKAGES = [
  '@fontsource-variable/inter',
  '@fontsource-variable/noto-sans',
  '@fontsource-variable/noto-sans-arabic',
  '@fontsource-variable/noto-sans-hebrew',
  '@fontsource-variable/noto-sans-thai',
  '@fontsource-variable/noto-sans-sc',
] as const;

/** The `font-family` of the print pages: the families above, in that order. */
export const PRINT_FONT_STACK =
  "'Inter Variable','Noto Sans Variable','Noto Sans Arabic Variable','Noto Sans Hebrew Variable'," +
  "'Noto Sans Thai Variable','Noto Sans SC Variable',sans-serif";

interface FontFace {
  /** The rule with its `src` left as `url(<file>)` until the file is inlined. */
  readonly rule: string;
  readonly file: string;
  /** Inclusive code point ranges of `unicode-range`. */
  readonly ranges: readonly (readonly [number, number])[];
}

const FACE = /@font-face\s*{[^}]*}/g;
const SOURCE = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/;
const UNICODE_RANGE = /unicode-range:\s*([^;]+);/;

const rangesOf = (list: string): [number, number][] =>
  list.split(',').map((item) => {
    const [from = '0', to] = item.trim().replace(/^U\+/i, '').split('-');
    const low = Number.parseInt(from.replace(/\?/g, '0'), 16);
    const high = Number.parseInt((to ?? from).replace(/\?/g, 'F'), 16);
    return [low, high];
  });

const readFaces = (): FontFace[] => {
  const require = createRequire(import.meta.url);
  return FONT_PACKAGES.flatMap((name) => {
    const cssPath = require.resolve(name);
    const faces = (readFileSync(cssPath, 'utf8').match(FACE) ?? []).flatMap((rule) => {
      const source = SOURCE.exec(rule);
      const range = UNICODE_RANGE.exec(rule);
      if (!source?.[1] || !range?.[1]) return [];
      return [{ rule, file: join(dirname(cssPath), 'files', source[1]), ranges: rangesOf(range[1]) }];
    });
    if (faces.length === 0) throw new Error(`No fonts found in ${cssPath}`);
    return faces;
  });
};

let faces: FontFace[] | undefined;
const inlined = new Map<string, string>();

const inline = (face: FontFace): string => {
  let rule = inlined.get(face.file);
  if (rule === undefined) {
    const font = readFileSync(face.file).toString('base64');
    rule = face.rule.replace(SOURCE, `url(data:font/woff2;base64,${font})`);
    inlined.set(face.file, rule);
  }
  return rule;
};

const covers = (face: FontFace, codePoint: number): boolean =>
  face.ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

/**
 * `@font-face` rules, fonts inline as data: URLs (the PDF renderer blocks every request), for just
 * the font files that draw a character of `text`: for each character the first file, in the
 * order of the stack, whose `unicode-range` holds it. A Latin-only print carries Inter's Latin
 * file and nothing more; a name in Chinese adds the few Noto Sans SC slices its characters fall
 * in. Parsed once per process; each file read and encoded once, when first needed.
 */
export const embeddedFontCss = (text: string): string => {
  faces ??= readFaces();
  const all = faces;
  const needed = new Set<FontFace>();
  const seen = new Set<number>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (seen.has(codePoint)) continue;
    seen.add(codePoint);
    const face = all.find((candidate) => covers(candidate, codePoint));
    if (face) needed.add(face);
  }
  return all
    .filter((face) => needed.has(face))
    .map(inline)
    .join('\n');
};
