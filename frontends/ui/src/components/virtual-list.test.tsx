import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.tsx';
import { VirtualList } from './virtual-list.tsx';

const items = Array.from({ length: 10_000 }, (_, index) => ({ id: `e${index}`, name: `Event ${index + 1}` }));

describe('VirtualList', () => {
  it('is a named region holding one list, scrolled with the page (no scroll box of its own)', () => {
    render(
      <VirtualList
        label="Events"
        items={items.slice(0, 3)}
        itemKey={(item) => item.id}
        renderItem={(item) => <p>{item.name}</p>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region.tabIndex).toBe(-1);
    expect(region.style.overflowY).toBe('');
    const list = within(region).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Event 1', 'Event 2', 'Event 3']);
  });

  it('renders only the first few of 10,000 items, each telling its position in the whole list', () => {
    render(
      <VirtualList
        label="Events"
        items={items}
        itemKey={(item) => item.id}
        estimatedItemHeight={200}
        renderItem={(item) => <p>{item.name}</p>}
      />,
    );
    const shown = screen.getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(0);
    // Without layout an item counts as its estimate, so a screenful is a handful of items.
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(shown[0]?.getAttribute('aria-setsize')).toBe('10000');
    const list = screen.getByRole('list');
    // The items not rendered are stood in for by padding below the rendered ones.
    expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(100_000);
  });
});
