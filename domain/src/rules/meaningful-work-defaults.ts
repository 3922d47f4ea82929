import {
  emptyMeaningfulWork,
  type MeaningfulWorkData,
  type MeaningfulWorkKey,
} from '../model/meaningful-work.ts';
import type { ValuesResponse } from '../model/response.ts';
import { VALUE_LAYOUT, type ValueLayout } from './value-layout.ts';

/** The sheet's four accelerator boxes (section 3's keys), filled from the first accelerator slots. */
const ACCELERATOR_VALUE_KEYS = [
  'accelerator-0-value',
  'accelerator-1-value',
  'accelerator-2-value',
  'accelerator-3-value',
] as const satisfies readonly MeaningfulWorkKey[];

/**
 * Defaults when nothing is saved: the driver from the layout's Driver Value (pre-work value 1) and
 * its definition, the result from its Result Value (value 10) and its definition, the four
 * accelerators from its Accelerator values (values 6-9); all else empty.
 */
export const meaningfulWorkDefaults = (
  prework: Pick<ValuesResponse, 'values' | 'descriptions'> | null,
  layout: ValueLayout = VALUE_LAYOUT,
): MeaningfulWorkData => {
  const data = emptyMeaningfulWork();
  if (prework === null) return data;
  const label = (slot: number | undefined): string =>
    slot === undefined ? '' : (prework.values[slot]?.value ?? '');
  const description = (slot: number | undefined): string =>
    slot === undefined ? '' : (prework.descriptions[slot] ?? '');
  const [driver] = layout.groups.driver;
  const [result] = layout.groups.result;
  data['driver-value'] = label(driver);
  data['driver-desc'] = description(driver);
  data['result-value'] = label(result);
  data['result-desc'] = description(result);
  ACCELERATOR_VALUE_KEYS.forEach((key, i) => {
    data[key] = label(layout.groups.accelerator[i]);
  });
  return data;
};
