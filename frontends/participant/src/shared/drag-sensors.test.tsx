import { DndContext, type DragStartEvent, useDraggable } from '@dnd-kit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_BOARDS, type DragBoard, useDragSensors } from './drag-sensors.ts';

const Card = () => {
  const { setNodeRef, attributes, listeners } = useDraggable({ id: 'card' });
  return (
    <button type="button" ref={setNodeRef} {...attributes} {...listeners}>
      Courage
    </button>
  );
};

const Board = ({
  board,
  onDragStart,
}: {
  board: DragBoard;
  onDragStart: (event: DragStartEvent) => void;
}) => (
  <DndContext sensors={useDragSensors(board)} onDragStart={onDragStart}>
    <Card />
  </DndContext>
);

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
const card = () => screen.getByRole('button', { name: 'Courage' });

let started: ReturnType<typeof vi.fn<(event: DragStartEvent) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  started = vi.fn<(event: DragStartEvent) => void>();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(Object.keys(DRAG_BOARDS) as DragBoard[])('useDragSensors on the %s board', (board) => {
  const { touchPress } = DRAG_BOARDS[board];
  beforeEach(() => {
    render(<Board board={board} onDragStart={started} />);
  });

  it('lifts a value under a finger only after the press', () => {
    fireEvent.touchStart(card(), at(10, 10));
    act(() => vi.advanceTimersByTime(touchPress.delay - 50));
    expect(started).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(started).toHaveBeenCalledOnce();
  });

  it('leaves a swipe to the page: a finger that moves before the press ends lifts nothing', () => {
    fireEvent.touchStart(card(), at(10, 100));
    fireEvent.touchMove(card(), at(10, 100 - touchPress.tolerance - 30));
    act(() => vi.advanceTimersByTime(touchPress.delay * 2));
    expect(started).not.toHaveBeenCalled();
  });

  it('lifts a value from the keyboard with Space', () => {
    card().focus();
    fireEvent.keyDown(card(), { code: 'Space', key: ' ' });
    expect(started).toHaveBeenCalledOnce();
  });
});

describe('useDragSensors with a mouse', () => {
  it('lifts a ranked value once the mouse has moved a few pixels, so a click stays a click', () => {
    render(<Board board="rank" onDragStart={started} />);
    fireEvent.mouseDown(card(), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 11, clientY: 11 });
    expect(started).not.toHaveBeenCalled();
    fireEvent.mouseMove(document, { clientX: 16, clientY: 10 });
    expect(started).toHaveBeenCalledOnce();
  });
});
