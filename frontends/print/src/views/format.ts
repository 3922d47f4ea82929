/** A percentage between 0 and 100, whole. */
export const percentOf = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
