export const MEANINGFUL_WORK_KEYS = [
  'driver-value',
  'driver-desc',
  'driver-altlabel',
  'driver-altdesc',
  'result-value',
  'result-desc',
  'result-alt',
  'accelerator-0-value',
  'accelerator-1-value',
  'accelerator-2-value',
  'accelerator-3-value',
  'accelerator-0-desc',
  'accelerator-1-desc',
  'accelerator-2-desc',
  'accelerator-3-desc',
  'mb-body',
] as const;

export type MeaningfulWorkKey = (typeof MEANINGFUL_WORK_KEYS)[number];
export type MeaningfulWorkData = Readonly<Record<MeaningfulWorkKey, string>>;

export const emptyMeaningfulWork = (): Record<MeaningfulWorkKey, string> =>
  Object.fromEntries(MEANINGFUL_WORK_KEYS.map((key) => [key, ''])) as Record<MeaningfulWorkKey, string>;
