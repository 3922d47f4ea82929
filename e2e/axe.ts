import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's experimental rules too (off by default), e.g. `label-content-name-mismatch` (WCAG 2.5.3
 * Label in Name): naming the tag in `runOnly` turns them on.
 */
export const EXPERIMENTAL = 'experimental';

/** axe's best-practice rules (landmarks named apart, one `main`, heading order...), beyond WCAG. */
export const BEST_PRACTICE = 'best-practice';

/**
 * Fails with the rule ids and elements of every violation axe finds on the page: WCAG 2.2 AA and
 * the experimental rules, and with `bestPractice` the best-practice rules too. With `soft` (a label
 * naming the page) a violation is recorded and the test goes on, so one run reports every screen.
 */
export const expectNoAxeViolations = async (
  page: Page,
  { bestPractice = false, soft }: { bestPractice?: boolean; soft?: string } = {},
): Promise<void> => {
  const tags = [...WCAG_22_AA, EXPERIMENTAL, ...(bestPractice ? [BEST_PRACTICE] : [])];
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  if (soft === undefined) expect(violations).toEqual([]);
  else expect.soft(violations, soft).toEqual([]);
};
