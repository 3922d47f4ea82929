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
import { VisuallyHidden } from '@vs/ui';
import { useState } from 'react';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { useValueName } from '../i18n/value-names.ts';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { type LiveLists, swapValues } from './live-lists.ts';
import { liveMessages as m } from './live-messages.ts';

const descriptors = defineMessages({
  picked: {
    id: 'live.categorize.picked',
    defaultMessage: '{value} is picked. Tap the value to swap it with, or tap it again to put it back.',
  },
  swapped: { id: 'live.categorize.swapped', defaultMessage: '{value} and {other} swapped.' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** While a value is dragged over another slot: the two that would swap. */
interface Preview {
  readonly from: number;
  readonly to: number;
}

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

/** What the board shares with each slot: the lists, the tap-to-swap pick and the drag's preview. */
interface SlotState {
  readonly layout: ValueLayout;
  readonly lists: LiveLists;
  readonly picked: number | null;
  readonly preview: Preview | null;
  readonly onTap: (slot: number) => void;
}

const SlotCard = ({ slot, layout, lists, picked, preview, onTap }: SlotState & { readonly slot: number }) => {
  const intl = useIntl();
  const role = roleOfSlot(layout, slot);
  const nameOf = slotNamer(intl, layout);
  const valueAt = useValueAt(lists);
  const value = valueAt(slot);
  const percent = lists.percentLived[slot] ?? '';
  // One id for both, as dnd-kit's sortable does: its keyboard coordinates start from the active droppable.
  const drop = useDroppable({ id: `slot-${slot}` });
  const drag = useDraggable({ id: `slot-${slot}` });
  // The lifted card covers the slot it would swap with: that value shows where it would go, in
  // the slot the lifted card left.
  const incoming = preview?.from === slot ? preview.to : null;
  const classes = ['vs-slot', `vs-role-${role}`, drop.isOver && !drag.isDragging ? 'vs-slot-over' : ''];
  return (
    <div ref={drop.setNodeRef} className={classes.filter(Boolean).join(' ')} data-slot={slot}>
      {incoming !== null && (
        <span className="vs-slot-card vs-slot-incoming" aria-hidden="true">
          <span className="vs-slot-role">{nameOf(slot)}</span>
          <span className="vs-slot-value">{valueAt(incoming)}</span>
          <span className="vs-slot-percent">
            {intl.formatMessage(m.slotPercent, { percent: lists.percentLived[incoming] ?? '' })}
          </span>
        </span>
      )}
      <button
        type="button"
        ref={drag.setNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        // A tap (no drag) picks the value, a second tap on another swaps them (WCAG 2.5.7); the
        // keyboard's Enter and Space start dnd-kit's keyboard move instead, so they never click.
        aria-pressed={picked === slot || drag.isDragging}
        onClick={() => onTap(slot)}
        aria-label={intl.formatMessage(m.slotCard, { slot: nameOf(slot), value, percent })}
        className={`vs-slot-card${drag.isDragging ? ' vs-dragging' : ''}${picked === slot ? ' vs-slot-picked' : ''}`}
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

const RoleGroup = ({ valueRole: role, ...state }: SlotState & { readonly valueRole: Role }) => {
  const { layout } = state;
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
          <SlotCard key={slot} slot={slot} {...state} />
        ))}
      </div>
    </section>
  );
};

/**
 * Live step 2, the reveal layout: the Driver Value on top, the Go To and Accelerator values as two
 * columns, the Result Value below. Dropping a value on another slot swaps the two (mouse, touch,
 * or keyboard: Space to lift, arrows to choose a slot, Space to drop), announced as it happens;
 * without dragging, a tap on one value and then on another swaps them too.
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
  const intl = useIntl();
  const sensors = useDragSensors();
  const [picked, setPicked] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [said, setSaid] = useState('');
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
    setPreview(null);
    if (over === null) return;
    const from = slotOf(active.id);
    const to = slotOf(over.id);
    if (from !== to) onSwap(swapValues(lists, from, to));
  };
  const onTap = (slot: number) => {
    if (picked === null || picked === slot) {
      setPicked(picked === slot ? null : slot);
      setSaid(picked === slot ? '' : intl.formatMessage(messages.picked, { value: valueAt(slot) }));
      return;
    }
    setPicked(null);
    setSaid(intl.formatMessage(messages.swapped, { value: valueAt(picked), other: valueAt(slot) }));
    onSwap(swapValues(lists, picked, slot));
  };
  const state: SlotState = { layout, lists, picked, preview, onTap };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setPicked(null)}
      onDragOver={({ active, over }) => {
        const from = slotOf(active.id);
        const to = over === null ? from : slotOf(over.id);
        setPreview(from === to ? null : { from, to });
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setPreview(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: say(m.revealInstructions),
        },
      }}
    >
      <div className="vs-reveal">
        <RoleGroup valueRole="driver" {...state} />
        <div className="vs-reveal-columns">
          <RoleGroup valueRole="goto" {...state} />
          <RoleGroup valueRole="accelerator" {...state} />
        </div>
        <RoleGroup valueRole="result" {...state} />
      </div>
      <VisuallyHidden>
        <span role="status">{said}</span>
      </VisuallyHidden>
    </DndContext>
  );
};
