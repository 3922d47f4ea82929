import { measureElement, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * What a virtualised scroll area assumes where there is no layout (the first paint, a hidden tab, a
 * DOM without layout such as happy-dom), so that it renders a screenful and no more.
 */

/** The scroll area's size before layout: a screenful, so its first rows render at once. */
const NO_LAYOUT_RECT = { width: 1024, height: 800 };

/**
 * A virtualiser's `observeElementRect` for DataTable and VirtualList: the scroll area's size, or
 * {@link NO_LAYOUT_RECT} while it has none (0 px tall).
 */
const observeRectOrScreenful = <T extends Element>(
  instance: Virtualizer<T, Element>,
  report: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => report(rect.height === 0 ? NO_LAYOUT_RECT : rect));

/**
 * A virtualiser's `measureElement`: an item's measured size, or its estimate while it measures
 * 0 px. Otherwise items without layout would count as empty and the virtualiser would render one
 * screenful after another until every row of the list was in the page.
 */
const measureOrEstimate = <Scroll extends Element | Window, Item extends Element>(
  element: Item,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroll, Item>,
): number => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
};

/** The virtualiser options of DataTable and VirtualList for when there is no layout (see above). */
export const noLayoutFallbacks = {
  initialRect: NO_LAYOUT_RECT,
  observeElementRect: observeRectOrScreenful,
  measureElement: measureOrEstimate,
} as const;
