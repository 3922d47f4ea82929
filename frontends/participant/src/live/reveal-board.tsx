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
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useValueName } from '../i18n/value-names.ts';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { type LiveLists, swapValues } from './live-lists.ts';
import { liveMessages as m } from './live-messages.ts';

/** 'Driver Value', 'Go To Value 2', ...: a slot's name in a layout as it is read out. */
export const slotNamer =
  (intl: IntlShape, layout: ValueLayout) =>
  (slot: number): string => {
    const role = roleOfSlot(layout, slot);
    const slots = layout.groups[role];
    const label = intl.formatMessage(ROLES[role].label);
    return slots.length === 1
      ? label
      : intl.formatMessage(m.numberedSlot, { label, number: slots.indexOf(slot) + 1 });
  };

/** A slot's name in the product's layout. */
export const slotName = (intl: IntlShape): ((slot: number) => string) => slotNamer(intl, VALUE_LAYOUT);

/** The value in a slot as the viewer reads it (a default value in their language). */
const useValueAt = (lists: LiveLists): ((slot: number) => string) => {
  const valueName = useValueName();
  return (slot) => {
    const chosen = lists.values[slot];
    return chosen === undefined ? '' : valueName(chosen.originalIndex, chosen.value);
  };
};

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
  const intl = useIntl();
  const role = roleOfSlot(layout, slot);
  const nameOf = slotNamer(intl, layout);
  const value = useValueAt(lists)(slot);
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
        aria-label={intl.formatMessage(m.slotCard, { slot: nameOf(slot), value, percent })}
        className={`vs-slot-card${drag.isDragging ? ' vs-dragging' : ''}`}
        style={{ transform: CSS.Translate.toString(drag.transform) }}
      >
        {/* The spaces keep the visible words apart, so the name above contains them (WCAG 2.5.3). */}
        <span className="vs-slot-role">
          <RoleIcon valueRole={role} size={14} />
          {nameOf(slot)}
        </span>{' '}
        <span className="vs-slot-value">{value}</span>{' '}
        <span className="vs-slot-percent">{intl.formatMessage(m.slotPercent, { percent })}</span>
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
        <FormattedMessage {...info.heading} />
      </h2>
      {info.description !== null && (
        <p className="vs-reveal-description">
          <FormattedMessage {...info.description} />
        </p>
      )}
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
  const intl = useIntl();
  const nameOf = slotNamer(intl, layout);
  const valueInSlot = useValueAt(lists);
  const valueAt = (id: string | number): string => valueInSlot(slotOf(id));
  const say = intl.formatMessage;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      say(m.revealPickedUp, { value: valueAt(active.id), slot: nameOf(slotOf(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? say(m.revealOver, {
            value: valueAt(active.id),
            slot: nameOf(slotOf(over.id)),
            other: valueAt(over.id),
          })
        : say(m.revealNotOver, { value: valueAt(active.id) }),
    onDragEnd: ({ active, over }) =>
      over && slotOf(over.id) !== slotOf(active.id)
        ? say(m.revealMoved, {
            value: valueAt(active.id),
            slot: nameOf(slotOf(over.id)),
            other: valueAt(over.id),
            from: nameOf(slotOf(active.id)),
          })
        : say(m.revealStays, { value: valueAt(active.id), slot: nameOf(slotOf(active.id)) }),
    onDragCancel: ({ active }) => say(m.revealCancelled, { value: valueAt(active.id) }),
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
          draggable: say(m.revealInstructions),
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
