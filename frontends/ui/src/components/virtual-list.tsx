import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { noLayoutFallbacks } from './virtual-no-layout.ts';

/** Props of {@link VirtualList}. */
export type VirtualListProps<Item> = {
  /** The list's accessible name, e.g. 'Team output events'. */
  label: string;
  items: readonly Item[];
  /** A stable id per item (eid, uid). */
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** A first guess of an item's height in px; every rendered item is then measured. */
  estimatedItemHeight?: number;
  /** Space between items in px. */
  gap?: number;
  /** The scroll area's maximum height; items beyond it are rendered only when scrolled into view. */
  maxHeight?: string;
  /** Classes of the scroll area (its border, focus ring, padding). */
  className?: string;
};

/**
 * A list of tall, variable-height items (cards) that stays fast with thousands of them: only the
 * items in view are in the DOM; padding stands in for the rest, so it stays one real `<ul>` whose
 * items say their position (`aria-posinset` of `aria-setsize`). The scroll area is focusable so
 * keyboard users can scroll it.
 *
 * @example
 * ```tsx
 * <VirtualList label="Events" items={events} itemKey={(e) => e.eid} estimatedItemHeight={320}
 *   renderItem={(event) => <EventCard event={event} />} />
 * ```
 */
export const VirtualList = <Item,>({
  label,
  items,
  itemKey,
  renderItem,
  estimatedItemHeight = 240,
  gap = 16,
  maxHeight = '75vh',
  className,
}: VirtualListProps<Item>) => {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedItemHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    gap,
    overscan: 3,
    ...noLayoutFallbacks,
  });
  const shown = virtualizer.getVirtualItems();
  const top = shown[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);
  return (
    <section
      ref={scrollRef}
      className={['vs-virtual-list', className].filter(Boolean).join(' ')}
      // Positioned, so absolutely positioned content (visually hidden captions) scrolls and clips
      // with the list instead of stretching the page.
      style={{ position: 'relative', maxHeight, overflowY: 'auto' }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
    >
      <ul
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap,
          margin: 0,
          padding: `${top}px 0 ${Math.max(bottom, 0)}px`,
          listStyle: 'none',
        }}
      >
        {shown.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
