import { emptyMeaningfulWork, type MeaningfulWorkData } from '../model/meaningful-work.ts';
import type { ValuesResponse } from '../model/response.ts';

/**
 * Defaults when nothing is saved: the driver from pre-work value 1 and its definition, the result
 * from value 10 and its definition, the four accelerators from values 6-9; all else empty.
 */
export const meaningfulWorkDefaults = (
  prework: Pick<ValuesResponse, 'values' | 'descriptions'> | null,
): MeaningfulWorkData => {
  const data = emptyMeaningfulWork();
  if (prework === null) return data;
  const label = (i: number): string => prework.values[i]?.value ?? '';
  const description = (i: number): string => prework.descriptions[i] ?? '';
  data['driver-value'] = label(0);
  data['driver-desc'] = description(0);
  data['result-value'] = label(9);
  data['result-desc'] = description(9);
  data['accelerator-0-value'] = label(5);
  data['accelerator-1-value'] = label(6);
  data['accelerator-2-value'] = label(7);
  data['accelerator-3-value'] = label(8);
  return data;
};
