import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Subsets embedded in every print: Latin and Latin Extended cover the names and words of the
 * languages our providers work in; other scripts fall back to the system's Liberation fonts.
 */
const SUBSETS = ['latin', 'latin-ext'];

const FONT_FACE = /@font-face\s*{[^}]*}/g;
const SOURCE = /url\(\.\/files\/(inter-([a-z-]+)-wght-normal\.woff2)\)/;

const readInterCss = (): string => {
  const require = createRequire(import.meta.url);
  const cssPath = require.resolve('@fontsource-variable/inter');
  const css = readFileSync(cssPath, 'utf8');
  const faces: string[] = [];
  for (const face of css.match(FONT_FACE) ?? []) {
    const source = SOURCE.exec(face);
    if (!source?.[1] || !SUBSETS.includes(source[2] ?? '')) continue;
    const font = readFileSync(join(dirname(cssPath), 'files', source[1])).toString('base64');
    faces.push(face.replace(SOURCE, `url(data:font/woff2;base64,${font})`));
  }
  if (faces.length !== SUBSETS.length) throw new Error(`Inter subsets missing from ${cssPath}`);
  return faces.join('\n');
};

let interCss: string | undefined;

/**
 * `@font-face` rules for Inter Variable with the fonts inline as data: URLs: the PDF renderer
 * blocks every network request, so the page must carry its fonts. Read once per process (about
 * 180 kB of CSS) since the files never change while it runs.
 */
export const embeddedInterCss = (): string => {
  interCss ??= readInterCss();
  return interCss;
};
