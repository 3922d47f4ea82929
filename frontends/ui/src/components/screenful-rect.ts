import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The size a virtualised scroll area assumes before layout (the first paint, a hidden tab, a DOM
 * without layout such as happy-dom): a screenful, so its first rows render at once.
 */
export const NO_LAYOUT_RECT = { width: 1024, height: 800 };

/**
 * A virtualiser's `observeElementRect` for DataTable and VirtualList: the scroll area's size, or
 * {@link NO_LAYOUT_RECT} while it has none (0 px tall).
 */
export const observeRectOrScreenful = <T extends Element>(
  instance: Virtualizer<T, Element>,
  report: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => report(rect.height === 0 ? NO_LAYOUT_RECT : rect));
