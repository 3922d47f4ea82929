/**
 * The page math of the team PDF (spec 9): A4, 25 mm margins on every side, portrait or landscape
 * by the image's aspect ratio, the image scaled to fit inside the margins, captures at most
 * 16384 px on their longer side. Lengths on the page are millimetres; capture sizes are CSS px.
 */

const A4_MM = { width: 210, height: 297 } as const;
export const MARGIN_MM = 25;
export const MAX_CAPTURE_SIDE_PX = 16_384;
/** A capture is taken at twice the CSS size (sharp in print) unless that breaks the side limit. */
const PREFERRED_CAPTURE_SCALE = 2;
/** CSS px are 1/96 inch. */
const MM_PER_CSS_PX = 25.4 / 96;
/**
 * Below this share of its size on screen, a capture fitted onto one page is too small to read
 * (the cards' 14 px text would print under about 6 pt): it is split over several pages instead.
 */
const READABLE_SHARE = 0.6;

export type Orientation = 'portrait' | 'landscape';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Where an image goes on its page, in mm from the page's top-left corner. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A horizontal band of a capture, in CSS px from its top. */
export interface Band {
  readonly top: number;
  readonly height: number;
}

/**
 * One page of a PDF: which band of the capture it shows, and where. A page continuing a split
 * capture first repeats `header` (the table's column headings) above its band.
 */
export interface PagePlan extends Band {
  readonly orientation: Orientation;
  readonly header: Band | null;
  readonly placement: Placement;
}

/** Landscape when the image is wider than tall, else portrait. */
export const orientationFor = (image: Size): Orientation =>
  image.width > image.height ? 'landscape' : 'portrait';

export const pageSize = (orientation: Orientation): Size =>
  orientation === 'landscape' ? { width: A4_MM.height, height: A4_MM.width } : A4_MM;

/** The area inside the margins. */
export const contentBox = (orientation: Orientation): Size => {
  const page = pageSize(orientation);
  return { width: page.width - 2 * MARGIN_MM, height: page.height - 2 * MARGIN_MM };
};

/** The largest factor that fits `image` (in any unit) inside `box` keeping its aspect ratio. */
const fitFactor = (image: Size, box: Size): number =>
  Math.min(box.width / image.width, box.height / image.height);

/** An image scaled by `mmPerUnit`, at the top margin and centred between the side margins. */
const placeAt = (image: Size, orientation: Orientation, mmPerUnit: number): Placement => {
  const width = image.width * mmPerUnit;
  return {
    x: MARGIN_MM + (contentBox(orientation).width - width) / 2,
    y: MARGIN_MM,
    width,
    height: image.height * mmPerUnit,
  };
};

/** The image scaled to fit inside the margins of a page of `orientation`, keeping its aspect ratio. */
export const placeOnPage = (image: Size, orientation: Orientation): Placement =>
  placeAt(image, orientation, fitFactor(image, contentBox(orientation)));

/** The capture's pixel ratio: {@link PREFERRED_CAPTURE_SCALE}, lowered so its longer side stays within 16384 px. */
export const captureScale = (size: Size, preferred = PREFERRED_CAPTURE_SCALE): number => {
  const longer = Math.max(size.width, size.height);
  return longer > 0 ? Math.min(preferred, MAX_CAPTURE_SIDE_PX / longer) : preferred;
};

/**
 * Cuts `total` px into bands, the first at most `first` px high and the others at most `next`, each
 * ending at the last of `breaks` (row edges) that fits, so a row is not cut in two; a row taller
 * than a band is cut where the band ends.
 */
export const bands = (total: number, first: number, next: number, breaks: readonly number[]): Band[] => {
  const edges = [...new Set(breaks)].filter((edge) => edge > 0 && edge < total).sort((a, b) => a - b);
  const result: Band[] = [];
  let top = 0;
  let band = first;
  // Half a pixel of slack: measured edges are fractional.
  while (total - top > band + 0.5) {
    const limit = top + band;
    const edge = edges.filter((candidate) => candidate > top && candidate <= limit).at(-1) ?? limit;
    result.push({ top, height: edge - top });
    top = edge;
    band = next;
  }
  result.push({ top, height: total - top });
  return result;
};

/**
 * How a capture of `size` CSS px (with row edges `breaks`) goes onto pages. Normally one page,
 * oriented by its aspect ratio, the capture fitted inside the margins. A capture that would print
 * below {@link READABLE_SHARE} of its screen size that way (a tall team) is cut at row edges into
 * bands printed at the larger of the two page widths (never enlarged), one band per page; each
 * page after the first repeats `header` (the column headings) above its band.
 */
export const planPages = (
  size: Size,
  breaks: readonly number[] = [],
  header: Band | null = null,
): PagePlan[] => {
  const natural = { width: size.width * MM_PER_CSS_PX, height: size.height * MM_PER_CSS_PX };
  const orientation = orientationFor(size);
  const onePageShare = fitFactor(natural, contentBox(orientation));
  // Landscape prints bands wider; a capture narrow enough to print full size either way takes
  // portrait, whose taller bands need fewer pages.
  const splitOrientation: Orientation =
    natural.width <= contentBox('portrait').width ? 'portrait' : 'landscape';
  const splitShare = Math.min(1, contentBox(splitOrientation).width / natural.width);
  if (onePageShare >= READABLE_SHARE || onePageShare >= splitShare) {
    return [
      { orientation, top: 0, height: size.height, header: null, placement: placeOnPage(size, orientation) },
    ];
  }
  const mmPerPx = splitShare * MM_PER_CSS_PX;
  const pageHeight = contentBox(splitOrientation).height / mmPerPx;
  // A header taking more than a third of a page is not repeated: the rows need the room.
  const repeated = header !== null && header.height <= pageHeight / 3 ? header : null;
  const continued = pageHeight - (repeated?.height ?? 0);
  return bands(size.height, pageHeight, continued, breaks).map((band, index) => {
    const pageHeader = index === 0 ? null : repeated;
    const height = band.height + (pageHeader?.height ?? 0);
    return {
      orientation: splitOrientation,
      ...band,
      header: pageHeader,
      placement: placeAt({ width: size.width, height }, splitOrientation, mmPerPx),
    };
  });
};
