import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ROLES, type Role, RoleIcon, roleOfSlot } from '@vs/print/views';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { type LiveLists, swapValues } from './live-lists.ts';

/** 'Driver Value', 'Go To Value 2', ...: a slot's name as it is read out. */
export const slotName = (slot: number): string => {
  const role = ROLES[roleOfSlot(slot)];
  return role.slots.length === 1 ? role.label : `${role.label} ${role.slots.indexOf(slot) + 1}`;
};

const slotOf = (id: string | number): number => Number(String(id).replace(/^\D+/, ''));

const SlotCard = ({ lists, slot }: { readonly lists: LiveLists; readonly slot: number }) => {
  const role = roleOfSlot(slot);
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
        aria-label={`${slotName(slot)}: ${value}, ${percent}% lived`}
        className={`vs-slot-card${drag.isDragging ? ' vs-dragging' : ''}`}
        style={{ transform: CSS.Translate.toString(drag.transform) }}
      >
        {/* The spaces keep the visible words apart, so the name above contains them (WCAG 2.5.3). */}
        <span className="vs-slot-role">
          <RoleIcon valueRole={role} size={14} />
          {slotName(slot)}
        </span>{' '}
        <span className="vs-slot-value">{value}</span>{' '}
        <span className="vs-slot-percent">{percent}% lived</span>
      </button>
    </div>
  );
};

const RoleGroup = ({ valueRole: role, lists }: { readonly valueRole: Role; readonly lists: LiveLists }) => {
  const info = ROLES[role];
  return (
    <section className={`vs-reveal-group vs-reveal-${role}`} aria-labelledby={`vs-reveal-${role}`}>
      <h2 id={`vs-reveal-${role}`} className="vs-reveal-heading">
        <RoleIcon valueRole={role} size={16} />
        {info.heading}
      </h2>
      {info.description !== null && <p className="vs-reveal-description">{info.description}</p>}
      <div className="vs-reveal-slots">
        {info.slots.map((slot) => (
          <SlotCard key={slot} lists={lists} slot={slot} />
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
}: {
  readonly lists: LiveLists;
  readonly onSwap: (lists: LiveLists) => void;
}) => {
  const sensors = useDragSensors('reveal');
  const valueAt = (id: string | number): string => lists.values[slotOf(id)]?.value ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${valueAt(active.id)} from ${slotName(slotOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${valueAt(active.id)} is over ${slotName(slotOf(over.id))}, now holding ${valueAt(over.id)}.`
        : `${valueAt(active.id)} is not over a slot.`,
    onDragEnd: ({ active, over }) =>
      over && slotOf(over.id) !== slotOf(active.id)
        ? `${valueAt(active.id)} is now the ${slotName(slotOf(over.id))}; ${valueAt(over.id)} moved to ${slotName(slotOf(active.id))}.`
        : `${valueAt(active.id)} stays the ${slotName(slotOf(active.id))}.`,
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
        <RoleGroup valueRole="driver" lists={lists} />
        <div className="vs-reveal-columns">
          <RoleGroup valueRole="goto" lists={lists} />
          <RoleGroup valueRole="accelerator" lists={lists} />
        </div>
        <RoleGroup valueRole="result" lists={lists} />
      </div>
    </DndContext>
  );
};
