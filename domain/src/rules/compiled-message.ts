import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The catalogued message `id`, whose ICU text in `locale` `source` gives, formatted with `values`:
 * each message is looked up and compiled once per locale (`translate` and `englishOf` share these).
 */
export const formatCompiled = (
  locale: string,
  id: string,
  source: () => string,
  values?: Readonly<Record<string, PrimitiveType>>,
): string => {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(source(), locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
};
