import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the pinned Node', () => {
  it('runs the tests on the Node major pinned in .nvmrc (the `node` devDependency)', () => {
    const pinned = readFileSync(new URL('../../../.nvmrc', import.meta.url), 'utf8').trim();
    expect(process.versions.node.split('.')[0]).toBe(pinned);
  });
});
