import { ORIGINAL_VALUES } from '../data/original-values.ts';

/** One default value in one language: its stable id (the spec's `originalIndex`), name and definition. */
export interface CatalogueValue {
  readonly originalIndex: number;
  readonly value: string;
  readonly definition: string;
}

/**
 * The name to show for a stored value, from the viewer's values catalogue: a default value (stored
 * under its English name) shows the catalogue's name; a value the participant wrote or renamed
 * shows as written.
 */
export const shownValueName = (
  catalogue: readonly CatalogueValue[],
  originalIndex: number,
  stored: string,
): string => {
  if (originalIndex < 0 || ORIGINAL_VALUES[originalIndex] !== stored) return stored;
  return catalogue[originalIndex]?.value ?? stored;
};

/** The catalogue's names in the spec's order: the Identify step's list in the viewer's language. */
export const catalogueNames = (catalogue: readonly CatalogueValue[]): string[] =>
  catalogue.map((v) => v.value);
