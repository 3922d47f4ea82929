export interface Named {
  readonly forename: string;
  readonly surname: string;
}

const compareText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** People lists read by surname, then forename, ignoring case and accents. */
export const compareByName = (a: Named, b: Named): number =>
  compareText(a.surname, b.surname) || compareText(a.forename, b.forename);

export const sortByName = <T extends Named>(people: readonly T[]): T[] => [...people].sort(compareByName);
