import { describe, expect, it } from 'vitest';
import { hasForbiddenControl, isVisiblyBlank, TEXT_LIMITS } from './text-limits.ts';

describe('control characters', () => {
  it('refuses NUL, every other C0 character, DEL and C1 characters in single-line text', () => {
    for (const code of [...Array.from({ length: 32 }, (_, i) => i), 0x7f, 0x85, 0x9b]) {
      expect(hasForbiddenControl(`a${String.fromCharCode(code)}b`, false)).toBe(true);
    }
  });

  it('lets multi-line text keep tabs and line breaks, and nothing else below space', () => {
    for (const allowed of ['\t', '\n', '\r']) expect(hasForbiddenControl(`a${allowed}b`, true)).toBe(false);
    for (const refused of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(hasForbiddenControl(`a${refused}b`, true)).toBe(true);
    }
  });

  it("finds exactly Unicode's control characters (\\p{Cc}), whatever the code point", () => {
    const control = /\p{Cc}/u;
    const lineBreaks = new Set(['\t', '\n', '\r']);
    for (let code = 0; code <= 0x10ffff; code += code < 0x10000 ? 1 : 0x100) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      expect(hasForbiddenControl(character, false)).toBe(control.test(character));
      expect(hasForbiddenControl(character, true)).toBe(
        control.test(character) && !lineBreaks.has(character),
      );
    }
  });

  it('accepts ordinary text in any script, with accents and emoji', () => {
    for (const text of ['Zoë O’Brien', 'Ångström', '李小龍', 'Café ☕', 'Ünïcödé 👍🏽']) {
      expect(hasForbiddenControl(text, false)).toBe(false);
    }
  });
});

describe('visibly blank text', () => {
  it('is blank when only spaces and invisible characters remain', () => {
    for (const text of ['', '   ', '\u200b', '\u200b\u200c\u200d', '\ufeff', '\u2060 \u00ad', '\u3000']) {
      expect(isVisiblyBlank(text)).toBe(true);
    }
  });

  it('is not blank with one visible character', () => {
    for (const text of ['a', ' \u200bJo\u200b ', '李', '👍', `${' \u200b'.repeat(50)}.`, '\ud800'])
      expect(isVisiblyBlank(text)).toBe(false);
  });
});

describe('text limits', () => {
  it('are positive whole numbers', () => {
    for (const limit of Object.values(TEXT_LIMITS)) expect(Number.isInteger(limit) && limit > 0).toBe(true);
  });
});
