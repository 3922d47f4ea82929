import { DndContext, type DragStartEvent, useDraggable } from '@dnd-kit/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUCH_PRESS, useDragSensors } from './drag-sensors.ts';

const Card = () => {
  const { setNodeRef, attributes, listeners } = useDraggable({ id: 'card' });
  return (
    <button type="button" ref={setNodeRef} {...attributes} {...listeners}>
      Courage
    </button>
  );
};

const Board = ({ onDragStart }: { onDragStart: (event: DragStartEvent) => void }) => (
  <DndContext sensors={useDragSensors()} onDragStart={onDragStart}>
    <Card />
  </DndContext>
);

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });

let started: ReturnType<typeof vi.fn<(event: DragStartEvent) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  started = vi.fn<(event: DragStartEvent) => void>();
  render(<Board onDragStart={started} />);
});

afterEach(() => vi.useRealTimers());

describe('useDragSensors', () => {
  it('lifts a value under a finger only after the press', () => {
    fireEvent.touchStart(screen.getByRole('button', { name: 'Courage' }), at(10, 10));
    act(() => vi.advanceTimersByTime(TOUCH_PRESS.delay - 50));
    expect(started).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(started).toHaveBeenCalledOnce();
  });

  it('leaves a swipe to the page: a finger that moves before the press ends lifts nothing', () => {
    fireEvent.touchStart(screen.getByRole('button', { name: 'Courage' }), at(10, 100));
    fireEvent.touchMove(screen.getByRole('button', { name: 'Courage' }), at(10, 60));
    act(() => vi.advanceTimersByTime(TOUCH_PRESS.delay * 2));
    expect(started).not.toHaveBeenCalled();
  });

  it('lifts a value under the mouse once it has moved a few pixels', () => {
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Courage' }), {
      button: 0,
      clientX: 10,
      clientY: 10,
    });
    fireEvent.mouseMove(document, { clientX: 11, clientY: 11 });
    expect(started).not.toHaveBeenCalled();
    fireEvent.mouseMove(document, { clientX: 16, clientY: 10 });
    expect(started).toHaveBeenCalledOnce();
  });

  it('lifts a value from the keyboard with Space', () => {
    const card = screen.getByRole('button', { name: 'Courage' });
    card.focus();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    expect(started).toHaveBeenCalledOnce();
  });
});
