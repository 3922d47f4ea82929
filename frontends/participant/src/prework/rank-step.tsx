import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ResponseLists } from '@vs/domain';
import { VisuallyHidden } from '@vs/ui';
import { useRef } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { MoveButtons } from '../shared/move-buttons.tsx';
import { entryIds } from './wizard-logic.ts';

export interface RankStepProps {
  readonly lists: ResponseLists;
  /** Moves the value at rank `from + 1` to rank `to + 1`, its definition and percent with it. */
  readonly onMove: (from: number, to: number) => void;
}

const messages = defineMessages({
  instructions: {
    id: 'prework.rank.dragInstructions',
    defaultMessage:
      'To move a value, press Space or Enter to pick it up. Use the up and down arrow keys to choose its new rank, then press Space or Enter to drop it there, or Escape to cancel.',
  },
  rank: { id: 'prework.rank.rank', defaultMessage: 'Rank' },
  theValue: { id: 'prework.rank.theValue', defaultMessage: 'The value' },
  pickedUp: { id: 'prework.rank.pickedUp', defaultMessage: 'Picked up {value} at rank {rank} of {count}.' },
  over: { id: 'prework.rank.over', defaultMessage: '{value} is over rank {rank}.' },
  notOver: { id: 'prework.rank.notOver', defaultMessage: '{value} is not over a rank.' },
  dropped: { id: 'prework.rank.dropped', defaultMessage: '{value} dropped at rank {rank}.' },
  droppedStays: {
    id: 'prework.rank.droppedStays',
    defaultMessage: '{value} dropped; it stays at rank {rank}.',
  },
  cancelled: {
    id: 'prework.rank.cancelled',
    defaultMessage: 'Moving cancelled. {value} stays at rank {rank}.',
  },
});

interface RowProps {
  readonly id: string;
  readonly rank: number;
  readonly value: string;
  readonly description: string;
  readonly last: boolean;
  readonly onMove: (to: number) => void;
}

const GripIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    {[5, 10, 15].flatMap((y) =>
      [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
    )}
  </svg>
);

const m: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;

const RankRow = ({ id, rank, value, description, last, onMove }: RowProps) => {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'vs-prework-rank vs-prework-rank-dragging' : 'vs-prework-rank'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="vs-prework-rank-handle"
        {...attributes}
        {...listeners}
      >
        {/* Named by what it shows ('Rank 3 Courage …'), so a voice-control user saying the value
            reaches it (WCAG 2.5.3); the spaces keep the words apart in the name. */}
        <GripIcon />
        <span className="vs-prework-badge">
          <VisuallyHidden>{intl.formatMessage(m.rank)} </VisuallyHidden>
          {rank}
        </span>{' '}
        <span className="vs-prework-rank-text">
          <span className="vs-prework-rank-value">{value}</span>{' '}
          {description && <span className="vs-prework-rank-desc">{description}</span>}
        </span>
      </button>
      <span className="vs-prework-rank-moves">
        <MoveButtons value={value} rank={rank} last={last} onMove={onMove} />
      </span>
    </li>
  );
};

/**
 * Step 3 Rank: drag the ten values into order, 1 the most meaningful. Mouse, touch (after a short
 * press, so the page still scrolls) and keyboard (Space, arrows, Space) all drag, with spoken
 * announcements; the arrow buttons move a value one rank without dragging at all.
 */
export const RankStep = ({ lists, onMove }: RankStepProps) => {
  const intl = useIntl();
  const ids = entryIds(lists.values);
  const sensors = useDragSensors();
  const nameOf = (id: string | number): string =>
    lists.values[ids.indexOf(String(id))]?.value ?? intl.formatMessage(m.theValue);
  const rankOf = (id: string | number): number => ids.indexOf(String(id)) + 1;

  // dnd-kit reports the start position as a first "over"; saying it would cut off "Picked up".
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return intl.formatMessage(m.pickedUp, {
        value: nameOf(active.id),
        rank: rankOf(active.id),
        count: ids.length,
      });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? intl.formatMessage(m.over, { value: nameOf(active.id), rank: rankOf(over.id) })
        : intl.formatMessage(m.notOver, { value: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage(m.dropped, { value: nameOf(active.id), rank: rankOf(over.id) })
        : intl.formatMessage(m.droppedStays, { value: nameOf(active.id), rank: rankOf(active.id) }),
    onDragCancel: ({ active }) =>
      intl.formatMessage(m.cancelled, { value: nameOf(active.id), rank: rankOf(active.id) }),
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from !== -1 && to !== -1 && from !== to) onMove(from, to);
  };

  return (
    <div className="vs-prework-rank-step">
      <p>
        <FormattedMessage
          id="prework.rank.instructions"
          defaultMessage="Put your values in order: rank 1 is the value most meaningful to you. Drag a value to its place, or use the arrow buttons. With a keyboard, focus a value, press Space to pick it up, move it with the arrow keys and press Space again to drop it."
        />
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: intl.formatMessage(m.instructions) },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="vs-prework-rank-list">
            {lists.values.map((entry, i) => (
              <RankRow
                key={ids[i]}
                id={ids[i] ?? String(i)}
                rank={i + 1}
                value={entry.value}
                description={lists.descriptions[i] ?? ''}
                last={i === lists.values.length - 1}
                onMove={(to) => onMove(i, to)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
};
