/** `url(...)` references in CSS text, quoted or not. */
const URL_IN_CSS = /url\((['"]?)([^'")]+)\1\)/g;

const rulesOf = (sheet: CSSStyleSheet): CSSRule[] => {
  try {
    return [...sheet.cssRules];
  } catch {
    return []; // a cross-origin sheet cannot be read (and holds none of our fonts)
  }
};

/** Every @font-face rule of the document, inside @media, @supports, @layer and @import too. */
const fontFaceRules = (doc: Document): CSSFontFaceRule[] => {
  const found: CSSFontFaceRule[] = [];
  const visit = (rules: readonly CSSRule[]) => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) found.push(rule);
      else if (rule instanceof CSSImportRule && rule.styleSheet) visit(rulesOf(rule.styleSheet));
      else if (rule instanceof CSSGroupingRule) visit([...rule.cssRules]);
    }
  };
  for (const sheet of doc.styleSheets) visit(rulesOf(sheet));
  return found;
};

const dataUrlOf = async (url: string): Promise<string> => {
  const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status})`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
};

/**
 * The document's @font-face rules with their font files inlined as data URLs: handed to the
 * capture, an image of the page uses the page's own typeface (Inter) without fetching anything
 * while it is taken.
 */
export const inlinedFontFaces = async (doc: Document = document): Promise<string> => {
  const inlined = await Promise.all(
    fontFaceRules(doc).map(async (rule) => {
      const base = rule.parentStyleSheet?.href ?? doc.baseURI;
      const urls = new Set(
        [...rule.cssText.matchAll(URL_IN_CSS)]
          .map((match) => match[2] ?? '')
          .filter((url) => url !== '' && !url.startsWith('data:')),
      );
      let text = rule.cssText;
      for (const url of urls) text = text.split(url).join(await dataUrlOf(new URL(url, base).href));
      return text;
    }),
  );
  return inlined.join('\n');
};
