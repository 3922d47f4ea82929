import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { roleOfSlot, VALUE_LAYOUT, type ValueLayout } from '@vs/domain';
import { ROLES, type Role, RoleIcon } from '@vs/print/views';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { type LiveLists, swapValues } from './live-lists.ts';

/** 'Driver Value', 'Go To Value 2', ...: a slot's name in a layout as it is read out. */
export const slotNamer =
  (layout: ValueLayout) =>
  (slot: number): string => {
    const role = roleOfSlot(layout, slot);
    const slots = layout.groups[role];
    return slots.length === 1 ? ROLES[role].label : `${ROLES[role].label} ${slots.indexOf(slot) + 1}`;
  };

/** A slot's name in the product's layout. */
export const slotName = slotNamer(VALUE_LAYOUT);

const slotOf = (id: string | number): number => Number(String(id).replace(/^\D+/, ''));

const SlotCard = ({
  layout,
  lists,
  slot,
}: {
  readonly layout: ValueLayout;
  readonly lists: LiveLists;
  readonly slot: number;
}) => {
  const role = roleOfSlot(layout, slot);
  const nameOf = slotNamer(layout);
  const value = lists.values[slot]?.value ?? '';
  const percent = lists.percentLived[slot] ?? '';
  // One id for both, as dnd-kit's sortable does: its keyboard coordinates start from the active droppable.
  const drop = useDroppable({ id: `slot-${slot}` });
  const drag = useDraggable({ id: `slot-${slot}` });
  return (
    <div
      ref={drop.setNodeRef}
      className={`vs-slot vs-role-${role}${drop.isOver ? ' vs-slot-over' : ''}`}
      data-slot={slot}
    >
      <button
        type="button"
        ref={drag.setNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        aria-label={`${nameOf(slot)}: ${value}, ${percent}% lived`}
        className={`vs-slot-card${drag.isDragging ? ' vs-dragging' : ''}`}
        style={{ transform: CSS.Translate.toString(drag.transform) }}
      >
        {/* The spaces keep the visible words apart, so the name above contains them (WCAG 2.5.3). */}
        <span className="vs-slot-role">
          <RoleIcon valueRole={role} size={14} />
          {nameOf(slot)}
        </span>{' '}
        <span className="vs-slot-value">{value}</span>{' '}
        <span className="vs-slot-percent">{percent}% lived</span>
      </button>
    </div>
  );
};

const RoleGroup = ({
  layout,
  valueRole: role,
  lists,
}: {
  readonly layout: ValueLayout;
  readonly valueRole: Role;
  readonly lists: LiveLists;
}) => {
  const info = ROLES[role];
  return (
    <section className={`vs-reveal-group vs-reveal-${role}`} aria-labelledby={`vs-reveal-${role}`}>
      <h2 id={`vs-reveal-${role}`} className="vs-reveal-heading">
        <RoleIcon valueRole={role} size={16} />
        {info.heading}
      </h2>
      {info.description !== null && <p className="vs-reveal-description">{info.description}</p>}
      <div className="vs-reveal-slots">
        {layout.groups[role].map((slot) => (
          <SlotCard key={slot} layout={layout} lists={lists} slot={slot} />
        ))}
      </div>
    </section>
  );
};

/**
 * Live step 2, the reveal layout: the Driver Value on top, the Go To and Accelerator values as two
 * columns, the Result Value below. Dropping a value on another slot swaps the two (mouse, touch,
 * or keyboard: Space to lift, arrows to choose a slot, Space to drop), announced as it happens.
 */
export const RevealBoard = ({
  lists,
  onSwap,
  layout = VALUE_LAYOUT,
}: {
  readonly lists: LiveLists;
  readonly onSwap: (lists: LiveLists) => void;
  readonly layout?: ValueLayout;
}) => {
  const sensors = useDragSensors();
  const nameOf = slotNamer(layout);
  const valueAt = (id: string | number): string => lists.values[slotOf(id)]?.value ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${valueAt(active.id)} from ${nameOf(slotOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${valueAt(active.id)} is over ${nameOf(slotOf(over.id))}, now holding ${valueAt(over.id)}.`
        : `${valueAt(active.id)} is not over a slot.`,
    onDragEnd: ({ active, over }) =>
      over && slotOf(over.id) !== slotOf(active.id)
        ? `${valueAt(active.id)} is now the ${nameOf(slotOf(over.id))}; ${valueAt(over.id)} moved to ${nameOf(slotOf(active.id))}.`
        : `${valueAt(active.id)} stays the ${nameOf(slotOf(active.id))}.`,
    onDragCancel: ({ active }) => `Moving ${valueAt(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null) return;
    const from = slotOf(active.id);
    const to = slotOf(over.id);
    if (from !== to) onSwap(swapValues(lists, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a value, press Space to pick it up, use the arrow keys to choose a slot, then press Space to drop it there: the two values swap. Press Escape to cancel.',
        },
      }}
    >
      <div className="vs-reveal">
        <RoleGroup layout={layout} valueRole="driver" lists={lists} />
        <div className="vs-reveal-columns">
          <RoleGroup layout={layout} valueRole="goto" lists={lists} />
          <RoleGroup layout={layout} valueRole="accelerator" lists={lists} />
        </div>
        <RoleGroup layout={layout} valueRole="result" lists={lists} />
      </div>
    </DndContext>
  );
};
