/** The language switcher: at the end of the line (the right in English, the left in Arabic). */
export const languageCss = [
  '.vs-language-switcher { display: flex; justify-content: flex-end; align-items: center; gap: 0.5rem; margin-block-end: 0.5rem; padding-inline: 1rem; }',
  '.vs-language-switcher select { inline-size: auto; min-block-size: 44px; }',
].join('\n');
