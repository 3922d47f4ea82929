import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findUserFacingLiterals } from './src/string-literals.ts';

const root = new URL('..', import.meta.url);

/** The frontends' code people's screens are built from: not tests, not test helpers. */
const screenFiles = (): string[] =>
  readdirSync(new URL('frontends', root), { recursive: true, encoding: 'utf8' })
    .filter((path) => /^[^/]+\/src\/.*\.tsx?$/.test(path))
    .filter((path) => !/\.test\.tsx?$|(^|\/)testing\/|\.d\.ts$/.test(path))
    .map((path) => `frontends/${path}`);

describe('the string-literal check', () => {
  it('finds JSX text and user-facing props written in the code, and nothing in catalogued or wordless text', () => {
    const planted = `
      import { FormattedMessage, defineMessages } from 'react-intl';
      const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Catalogued', description: 'A note' } });
      const columns = [{ key: 'name', label: 'Name', description: 'driver-desc' }];
      export const Screen = ({ n, closeLabel = 'Close' }: { n: number; closeLabel?: string }) => (
        <section aria-label="Results" title={n > 1 ? 'Many' : 'One'}>
          <h1>Welcome back</h1>
          <FormattedMessage id="x.b" defaultMessage="Fine" description="Also fine" />
          <input placeholder={\`Search \${n}\`} alt="" />
          <span>{n} × — %</span>
          <p className="plain words">{'text in braces is data'}</p>
        </section>
      );
      const failed = (reason: string) => ({ text: \`Not downloaded: \${reason}\`, failed: true });`;
    expect(
      findUserFacingLiterals('planted.tsx', planted).map(({ line, where, text }) => ({ line, where, text })),
    ).toEqual([
      { line: 4, where: 'label', text: 'Name' },
      { line: 5, where: 'closeLabel', text: 'Close' },
      { line: 6, where: 'aria-label', text: 'Results' },
      { line: 6, where: 'title', text: 'Many One' },
      { line: 7, where: 'text', text: 'Welcome back' },
      { line: 9, where: 'placeholder', text: 'Search' },
      { line: 14, where: 'text', text: 'Not downloaded:' },
    ]);
  });

  it('finds no text shown to people outside the catalogues in the frontends', () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(50);
    const findings = files.flatMap((file) =>
      findUserFacingLiterals(file, readFileSync(new URL(file, root), 'utf8')).map(
        (f) => `${f.file}:${f.line} ${f.where}: ${f.text}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
