import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ResponseLists } from '@vs/domain';
import { VisuallyHidden } from '@vs/ui';
import { useRef } from 'react';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { entryIds } from './wizard-logic.ts';

export interface RankStepProps {
  readonly lists: ResponseLists;
  /** Moves the value at rank `from + 1` to rank `to + 1`, its definition and percent with it. */
  readonly onMove: (from: number, to: number) => void;
}

const INSTRUCTIONS =
  'To move a value, press Space or Enter to pick it up. Use the up and down arrow keys to choose its new rank, then press Space or Enter to drop it there, or Escape to cancel.';

interface RowProps {
  readonly id: string;
  readonly rank: number;
  readonly value: string;
  readonly description: string;
  readonly last: boolean;
  readonly onMove: (to: number) => void;
}

const ArrowIcon = ({ up }: { up: boolean }) => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={up ? 'M10 4l-6 7h4v5h4v-5h4z' : 'M10 16l6-7h-4V4H8v5H4z'} fill="currentColor" />
  </svg>
);

const GripIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    {[5, 10, 15].flatMap((y) =>
      [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
    )}
  </svg>
);

const RankRow = ({ id, rank, value, description, last, onMove }: RowProps) => {
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
          <VisuallyHidden>Rank </VisuallyHidden>
          {rank}
        </span>{' '}
        <span className="vs-prework-rank-text">
          <span className="vs-prework-rank-value">{value}</span>{' '}
          {description && <span className="vs-prework-rank-desc">{description}</span>}
        </span>
      </button>
      <span className="vs-prework-rank-moves">
        <button
          type="button"
          className="vs-prework-icon-button"
          aria-label={`Move ${value} up`}
          disabled={rank === 1}
          onClick={() => onMove(rank - 2)}
        >
          <ArrowIcon up />
        </button>
        <button
          type="button"
          className="vs-prework-icon-button"
          aria-label={`Move ${value} down`}
          disabled={last}
          onClick={() => onMove(rank)}
        >
          <ArrowIcon up={false} />
        </button>
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
  const ids = entryIds(lists.values);
  const sensors = useDragSensors('rank');
  const nameOf = (id: string | number): string => lists.values[ids.indexOf(String(id))]?.value ?? 'The value';
  const rankOf = (id: string | number): number => ids.indexOf(String(id)) + 1;

  // dnd-kit reports the start position as a first "over"; saying it would cut off "Picked up".
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)} at rank ${rankOf(active.id)} of ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${nameOf(active.id)} is over rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} is not over a rank.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} dropped; it stays at rank ${rankOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${nameOf(active.id)} stays at rank ${rankOf(active.id)}.`,
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
        Put your values in order: rank 1 is the value most meaningful to you. Drag a value to its place, or
        use the arrow buttons. With a keyboard, focus a value, press Space to pick it up, move it with the
        arrow keys and press Space again to drop it.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
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
