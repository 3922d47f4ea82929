import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The variables of docs/operations.md's "Configuration" table: every name in a row's first cell. */
const documented = (): string[] => {
  const section = read('docs/operations.md').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string),
    );
};

/** The variables of .env.example, set or shown commented out (`# NAME=`). */
const listed = (): string[] =>
  [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string);

describe('.env.example', () => {
  it('lists every variable docs/operations.md documents, and only those', () => {
    const documentedNames = documented();
    expect(documentedNames.length).toBeGreaterThan(50);
    expect(new Set(listed())).toEqual(new Set(documentedNames));
  });

  it('documents every variable the configuration reads', () => {
    const missing = CONFIG_VARIABLES.filter((name) => !documented().includes(name));
    expect(missing).toEqual([]);
  });
});
