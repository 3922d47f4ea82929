/** Average advance of Inter's glyphs in ems at a semibold weight, rounded up so text does not overflow. */
const EM_PER_CHAR = 0.56;

export interface FittedText {
  readonly text: string;
  readonly size: number;
}

/**
 * SVG text does not wrap: shrink a label to fit `width` (down to `minSize`), then shorten it with
 * an ellipsis. The full text still appears in the columns below the graphic.
 */
export const fitText = (text: string, width: number, maxSize: number, minSize: number): FittedText => {
  const chars = Math.max(1, [...text].length);
  const size = Math.min(maxSize, width / (chars * EM_PER_CHAR));
  if (size >= minSize) return { text, size };
  const keep = Math.max(1, Math.floor(width / (minSize * EM_PER_CHAR)) - 1);
  return { text: `${[...text].slice(0, keep).join('').trimEnd()}…`, size: minSize };
};
