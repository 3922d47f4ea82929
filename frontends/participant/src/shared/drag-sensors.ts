import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * On a touch screen a value lifts only after the finger has rested on it this long without
 * straying further (px): a swipe that starts on a value scrolls the page, as a participant on a
 * phone expects. dnd-kit's recommended press for touch.
 */
export const TOUCH_PRESS = { delay: 250, tolerance: 5 } as const;

/** With a mouse, a drag starts once the pointer has moved this far (px), so a click stays a click. */
export const MOUSE_DRAG_DISTANCE = 4;

/**
 * The sensors of every drag-and-drop in the participant's steps (Rank, Edit Your Values, the
 * reveal): the mouse, a finger after a short press (TouchSensor, not PointerSensor, whose
 * pointerdown would claim a touch before the press could count), and the keyboard (Space, arrows,
 * Space), which moves between the sortable or droppable neighbours.
 */
export const useDragSensors = () =>
  useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_PRESS }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
