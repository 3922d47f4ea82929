import { describe, expect, it } from 'vitest';
import {
  checkAccentColour,
  checkLogo,
  checkOrgName,
  checkRetentionDays,
  checkSenderName,
  checkSlug,
  contrastRatio,
  LOGO_MAX_BYTES,
} from './organisation-details.ts';

const refusedWith = (code: string) => expect.objectContaining({ kind: 'invalid', code });
const bytesOf = (text: string) => new TextEncoder().encode(text);
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('checkOrgName', () => {
  it('trims the name', () => expect(checkOrgName('  Acme Ltd ')).toBe('Acme Ltd'));
  it('refuses a blank name', () =>
    expect(() => checkOrgName('  ')).toThrow(refusedWith('ORG.NAME_REQUIRED')));
  it('refuses a name over 100 characters', () => {
    expect(checkOrgName('a'.repeat(100))).toHaveLength(100);
    expect(() => checkOrgName('a'.repeat(101))).toThrow(refusedWith('ORG.NAME_TOO_LONG'));
  });
});

describe('checkSlug', () => {
  it('lower-cases and trims', () => expect(checkSlug(' Acme-EU ')).toBe('acme-eu'));
  it.each(['a', '-acme', 'acme-', 'ac me', 'acmé', 'a_b', 'x'.repeat(41)])('refuses %j', (slug) =>
    expect(() => checkSlug(slug)).toThrow(refusedWith('ORG.SLUG_INVALID')),
  );
  it.each(['ab', 'a1', '1-2-3', 'x'.repeat(40)])('accepts %j', (slug) => expect(checkSlug(slug)).toBe(slug));
  it('never gives the default organisation slug again', () =>
    expect(() => checkSlug('Default')).toThrow(refusedWith('ORG.SLUG_RESERVED')));
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c4e80', '#1c4e80')).toBe(1);
  });
  it('does not depend on the order', () =>
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10));
  it('matches the WCAG reference: #767676 on white is 4.54:1', () =>
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2));
});

describe('checkAccentColour', () => {
  it('accepts a dark enough colour, lower-cased', () => expect(checkAccentColour('#1C4E80')).toBe('#1c4e80'));
  it('accepts the darkest grey that just passes AA and refuses the next lighter one', () => {
    expect(checkAccentColour('#767676')).toBe('#767676');
    expect(() => checkAccentColour('#777777')).toThrow(refusedWith('ORG.ACCENT_CONTRAST'));
  });
  it('says the ratio it measured', () =>
    expect(() => checkAccentColour('#ffcc00')).toThrow(
      /#ffcc00 is too light: its contrast with white is 1\.\d\d:1/,
    ));
  it.each(['1c4e80', '#1c4e8', '#1c4e80ff', 'navy', '#gggggg'])('refuses the format %j', (colour) =>
    expect(() => checkAccentColour(colour)).toThrow(refusedWith('ORG.ACCENT_FORMAT')),
  );
});

describe('checkSenderName', () => {
  it('trims, and blank means none', () => {
    expect(checkSenderName('  Acme HR ')).toBe('Acme HR');
    expect(checkSenderName('   ')).toBeNull();
  });
  it('refuses a line break (header injection) and an over-long name', () => {
    expect(() => checkSenderName('Acme\r\nBcc: x@example.com')).toThrow(
      refusedWith('ORG.SENDER_NAME_INVALID'),
    );
    expect(() => checkSenderName('a'.repeat(101))).toThrow(refusedWith('ORG.SENDER_NAME_INVALID'));
  });
});

describe('checkRetentionDays', () => {
  it.each([1, 30, 3650])('accepts %d', (days) => expect(checkRetentionDays(days)).toBe(days));
  it.each([0, -1, 1.5, 3651, Number.NaN])('refuses %d', (days) =>
    expect(() => checkRetentionDays(days)).toThrow(refusedWith('ORG.RETENTION_INVALID')),
  );
});

describe('checkLogo', () => {
  it('accepts a PNG by its signature', () =>
    expect(checkLogo('image/png', PNG).contentType).toBe('image/png'));
  it('refuses bytes that are not what the type says', () => {
    expect(() => checkLogo('image/png', bytesOf('<svg></svg>'))).toThrow(refusedWith('ORG.LOGO_TYPE'));
    expect(() => checkLogo('image/svg+xml', PNG)).toThrow(refusedWith('ORG.LOGO_TYPE'));
    expect(() => checkLogo('image/jpeg', PNG)).toThrow(refusedWith('ORG.LOGO_TYPE'));
  });
  it('refuses a logo over 200 KB', () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(() => checkLogo('image/png', big)).toThrow(refusedWith('ORG.LOGO_TOO_LARGE'));
    expect(checkLogo('image/png', big.subarray(0, LOGO_MAX_BYTES)).bytes).toHaveLength(LOGO_MAX_BYTES);
  });
  it('accepts a plain SVG with gradients and internal references', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/></svg>';
    expect(checkLogo('image/svg+xml', bytesOf(svg)).contentType).toBe('image/svg+xml');
  });
  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"></svg>',
    '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
    '<svg><image href="https://tracker.example/pixel.png"/></svg>',
    '<svg><rect style="fill:url(https://tracker.example/x)"/></svg>',
    '<svg><foreignObject><div>html</div></foreignObject></svg>',
    '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
  ])('refuses the unsafe SVG %j', (svg) =>
    expect(() => checkLogo('image/svg+xml', bytesOf(svg))).toThrow(refusedWith('ORG.LOGO_UNSAFE')),
  );
  it('refuses SVG bytes that are not UTF-8', () =>
    expect(() => checkLogo('image/svg+xml', Uint8Array.of(0x3c, 0x73, 0x76, 0x67, 0x20, 0xff))).toThrow(
      refusedWith('ORG.LOGO_TYPE'),
    ));
});
