/** The letters of a text without their marks (accents, Arabic vowel signs): 'Éthique' → 'Ethique'. */
const bare = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Whether a value's name contains what was typed, as the viewer's language compares letters
 * (Intl.Collator, base sensitivity) with case and accents ignored: 'etique' finds 'Éthique', and
 * 'الشجاعة' finds 'الشَّجاعة'. An empty search matches everything.
 */
export const valueMatcher = (language: string): ((name: string, typed: string) => boolean) => {
  const collator = new Intl.Collator(language, { usage: 'search', sensitivity: 'base' });
  return (name, typed) => {
    const query = bare(typed.trim());
    if (query === '') return true;
    const text = bare(name);
    for (let at = 0; at + query.length <= text.length; at += 1) {
      if (collator.compare(text.slice(at, at + query.length), query) === 0) return true;
    }
    return false;
  };
};
