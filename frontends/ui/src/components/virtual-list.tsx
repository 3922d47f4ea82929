import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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
  /** Classes of the list's section (its padding). */
  className?: string;
};

/**
 * A list of tall, variable-height items (cards) that stays fast with thousands of them: only the
 * items in view of the page are in the DOM; padding stands in for the rest, so it stays one real
 * `<ul>` whose items say their position (`aria-posinset` of `aria-setsize`). The page scrolls (no
 * inner scroll box cutting a card in half); the list is a named region.
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
  className,
}: VirtualListProps<Item>) => {
  const listRef = useRef<HTMLElement>(null);
  // Where the list starts on the page: the virtualiser counts the window's scroll from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined) setScrollMargin(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedItemHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    gap,
    overscan: 3,
    scrollMargin,
    initialRect: noLayoutFallbacks.initialRect,
    measureElement: noLayoutFallbacks.measureElement,
  });
  const shown = virtualizer.getVirtualItems();
  const top = (shown[0]?.start ?? scrollMargin) - scrollMargin;
  const bottom = virtualizer.getTotalSize() - ((shown.at(-1)?.end ?? scrollMargin) - scrollMargin);
  return (
    <section
      ref={listRef}
      className={['vs-virtual-list', className].filter(Boolean).join(' ')}
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
