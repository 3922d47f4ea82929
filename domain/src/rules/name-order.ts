export interface Named {
  readonly forename: string;
  readonly surname: string;
}

/** `localeCompare(b, 'en', { sensitivity: 'base' })` with one collator made once (with options, each call builds one). */
const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** People lists read by surname, then forename, ignoring case and accents. */
export const compareByName = (a: Named, b: Named): number =>
  compareText(a.surname, b.surname) || compareText(a.forename, b.forename);

export const sortByName = <T extends Named>(people: readonly T[]): T[] => [...people].sort(compareByName);
