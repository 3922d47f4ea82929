import { describe, expect, it } from 'vitest';
import { loadedOnce } from './loaded-once.ts';

describe('loadedOnce', () => {
  it('loads nothing until the first call', () => {
    let loads = 0;
    loadedOnce(async () => {
      loads += 1;
      return 'module';
    });
    expect(loads).toBe(0);
  });

  it('loads once for every call, at once or later, and answers the same', async () => {
    let loads = 0;
    const module = loadedOnce(async () => {
      loads += 1;
      return { loads };
    });
    const [first, second] = await Promise.all([module(), module()]);
    const third = await module();
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });
});
