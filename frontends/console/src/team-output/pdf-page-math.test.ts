import { describe, expect, it } from 'vitest';
import {
  bands,
  captureScale,
  contentBox,
  MARGIN_MM,
  MAX_CAPTURE_SIDE_PX,
  orientationFor,
  pageSize,
  placeOnPage,
  planPages,
} from './pdf-page-math.ts';

describe('orientation and page size', () => {
  it('is landscape only when the image is wider than tall', () => {
    expect(orientationFor({ width: 1200, height: 600 })).toBe('landscape');
    expect(orientationFor({ width: 600, height: 1200 })).toBe('portrait');
    expect(orientationFor({ width: 800, height: 800 })).toBe('portrait');
  });

  it('uses A4 with 25 mm margins on all sides', () => {
    expect(MARGIN_MM).toBe(25);
    expect(pageSize('portrait')).toEqual({ width: 210, height: 297 });
    expect(pageSize('landscape')).toEqual({ width: 297, height: 210 });
    expect(contentBox('portrait')).toEqual({ width: 160, height: 247 });
    expect(contentBox('landscape')).toEqual({ width: 247, height: 160 });
  });
});

describe('placeOnPage', () => {
  it('fits a wide image to the width inside the margins, keeping its aspect ratio', () => {
    expect(placeOnPage({ width: 2000, height: 1000 }, 'landscape')).toEqual({
      x: 25,
      y: 25,
      width: 247,
      height: 123.5,
    });
  });

  it('fits a tall image to the height and centres it between the side margins', () => {
    const placed = placeOnPage({ width: 1000, height: 2000 }, 'portrait');
    expect(placed.height).toBeCloseTo(247);
    expect(placed.width).toBeCloseTo(123.5);
    expect(placed.x).toBeCloseTo(25 + (160 - 123.5) / 2);
    expect(placed.y).toBe(25);
  });

  it('enlarges a small image to fill the margins', () => {
    const placed = placeOnPage({ width: 100, height: 50 }, 'landscape');
    expect(placed.width).toBeCloseTo(247);
    expect(placed.height).toBeCloseTo(123.5);
  });
});

describe('captureScale', () => {
  it('captures at twice the CSS size when that stays within 16384 px', () => {
    expect(captureScale({ width: 1100, height: 3000 })).toBe(2);
    expect(captureScale({ width: 8192, height: 100 })).toBe(2);
  });

  it('lowers the scale so the longer side is at most 16384 px', () => {
    for (const size of [
      { width: 1100, height: 10_000 },
      { width: 20_000, height: 500 },
      { width: 1100, height: 120_000 },
    ]) {
      const scale = captureScale(size);
      expect(scale).toBeLessThan(2);
      expect(Math.max(size.width, size.height) * scale).toBeCloseTo(MAX_CAPTURE_SIDE_PX);
    }
  });
});

describe('bands', () => {
  it('cuts at the last row edge that fits in each band', () => {
    expect(bands(1000, 400, 400, [150, 300, 390, 500, 700, 790, 950])).toEqual([
      { top: 0, height: 390 },
      { top: 390, height: 400 },
      { top: 790, height: 210 },
    ]);
  });

  it('cuts where the band ends when no row edge fits (a row taller than a page)', () => {
    expect(bands(1000, 400, 400, [])).toEqual([
      { top: 0, height: 400 },
      { top: 400, height: 400 },
      { top: 800, height: 200 },
    ]);
  });

  it('is one band when everything fits', () => {
    expect(bands(390, 400, 300, [100, 200])).toEqual([{ top: 0, height: 390 }]);
  });

  it('makes the bands after the first no taller than `next` (room for a repeated header)', () => {
    expect(bands(1000, 500, 300, [])).toEqual([
      { top: 0, height: 500 },
      { top: 500, height: 300 },
      { top: 800, height: 200 },
    ]);
  });
});

describe('planPages', () => {
  it('puts a wide card on one landscape page fitted inside the margins', () => {
    expect(planPages({ width: 1100, height: 600 })).toEqual([
      {
        orientation: 'landscape',
        top: 0,
        height: 600,
        header: null,
        placement: placeOnPage({ width: 1100, height: 600 }, 'landscape'),
      },
    ]);
  });

  it('puts a slightly tall image on one portrait page when it stays readable', () => {
    const pages = planPages({ width: 500, height: 700 });
    expect(pages).toHaveLength(1);
    expect(pages[0]?.orientation).toBe('portrait');
    expect(pages[0]?.placement.width).toBeCloseTo(160);
    expect(pages[0]?.placement.height).toBeCloseTo(224);
  });

  it('splits a tall team over landscape pages at row edges, at one scale, never cutting a row', () => {
    const rowEdges = Array.from({ length: 40 }, (_, index) => 80 + index * 48);
    const height = 80 + 40 * 48;
    const pages = planPages({ width: 1100, height }, rowEdges);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((page) => page.orientation === 'landscape')).toBe(true);
    expect(pages.reduce((sum, page) => sum + page.height, 0)).toBeCloseTo(height);
    for (const page of pages.slice(1)) expect(rowEdges).toContain(page.top);
    for (const page of pages) {
      expect(page.placement.x).toBeCloseTo(MARGIN_MM);
      expect(page.placement.width).toBeCloseTo(247);
      expect(page.placement.y + page.placement.height).toBeLessThanOrEqual(210 - MARGIN_MM + 1e-9);
    }
  });

  it('repeats the column headings above the band of every page after the first, within the margins', () => {
    const header = { top: 60, height: 90 };
    const rowEdges = [150, ...Array.from({ length: 40 }, (_, index) => 198 + index * 48)];
    const pages = planPages({ width: 1100, height: 198 + 40 * 48 }, rowEdges, header);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]?.header).toBeNull();
    for (const page of pages.slice(1)) {
      expect(page.header).toEqual(header);
      expect(page.placement.y + page.placement.height).toBeLessThanOrEqual(210 - MARGIN_MM + 1e-9);
    }
    // Every row is printed once: the bands still tile the capture.
    expect(pages.reduce((sum, page) => sum + page.height, 0)).toBeCloseTo(198 + 40 * 48);
  });

  it('does not repeat a header taller than a third of a page', () => {
    const pages = planPages({ width: 1100, height: 3000 }, [], { top: 0, height: 400 });
    expect(pages.every((page) => page.header === null)).toBe(true);
  });

  it('splits a narrow, very tall image over portrait pages at its own size', () => {
    const pages = planPages({ width: 400, height: 5000 });
    expect(pages.length).toBe(6);
    expect(pages.every((page) => page.orientation === 'portrait')).toBe(true);
    expect(pages[0]?.placement.width).toBeCloseTo((400 * 25.4) / 96);
  });
});
