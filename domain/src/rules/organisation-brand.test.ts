import { describe, expect, it } from 'vitest';
import type { PrintContent } from '../model/print-document.ts';
import { makeOrganisation, PNG_LOGO } from '../testing/fixtures.ts';
import { brandedTitle, withLogo } from './organisation-brand.ts';

const content: PrintContent = {
  page: 'prework',
  productTitle: 'Values System',
  participant: { forename: 'Ada', surname: 'Lovelace' },
  event: null,
  values: [],
};

describe('brandedTitle', () => {
  it("is the organisation's name only when it hides the product's", () => {
    expect(brandedTitle('Values System', null)).toBe('Values System');
    expect(brandedTitle('Values System', makeOrganisation())).toBe('Values System');
    expect(brandedTitle('Values System', makeOrganisation({ hideProductName: true }))).toBe('Acme');
  });
});

describe('withLogo', () => {
  it("adds the organisation's logo as a data: URI", () => {
    const acme = makeOrganisation({ logo: PNG_LOGO });
    expect(withLogo(content, acme)).toEqual({ ...content, logo: 'data:image/png;base64,iVBORw0KGgoBAgM=' });
  });

  it('adds none for an organisation without a logo, or none at all', () => {
    expect(withLogo(content, makeOrganisation())).toEqual(content);
    expect(withLogo(content, null)).toEqual(content);
  });
});
