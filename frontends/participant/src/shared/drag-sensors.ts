import {
  KeyboardSensor,
  MouseSensor,
  type PointerActivationConstraint,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** How one board's values are picked up; every board's settings live in {@link DRAG_BOARDS}. */
export interface DragSettings {
  /**
   * The sensor of the mouse. MouseSensor leaves touches to the TouchSensor and its press;
   * PointerSensor also claims a touch on pointerdown, before the press could count.
   */
  readonly pointer: typeof MouseSensor | typeof PointerSensor;
  /** With a mouse, how far (px) it moves before a drag starts, so a click stays a click. */
  readonly pointerDistance?: number;
  /**
   * On a touch screen a value lifts only after the finger has rested on it `delay` ms without
   * straying further than `tolerance` px: a swipe that starts on a value scrolls the page.
   */
  readonly touchPress: { readonly delay: number; readonly tolerance: number };
}

/** The one place that says how the participant's drag-and-drops start, board by board. */
export const DRAG_BOARDS = {
  /** Pre-work step 3, Rank Your Values. */
  rank: { pointer: MouseSensor, pointerDistance: 4, touchPress: { delay: 200, tolerance: 8 } },
  /** Live step 1, Edit Your Values. */
  edit: { pointer: PointerSensor, touchPress: { delay: 150, tolerance: 5 } },
  /** Live step 2, the reveal board. */
  reveal: { pointer: PointerSensor, pointerDistance: 4, touchPress: { delay: 150, tolerance: 5 } },
} as const satisfies Record<string, DragSettings>;

export type DragBoard = keyof typeof DRAG_BOARDS;

/**
 * The sensors of one of the participant's drag-and-drops: the mouse, a finger after a short press,
 * and the keyboard (Space to lift, arrows to move, Space to drop), which moves between the sortable
 * or droppable neighbours.
 */
export const useDragSensors = (board: DragBoard) => {
  const settings: DragSettings = DRAG_BOARDS[board];
  const pointerConstraint: PointerActivationConstraint | undefined =
    settings.pointerDistance === undefined ? undefined : { distance: settings.pointerDistance };
  return useSensors(
    useSensor(settings.pointer, pointerConstraint ? { activationConstraint: pointerConstraint } : {}),
    useSensor(TouchSensor, { activationConstraint: settings.touchPress }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
};
