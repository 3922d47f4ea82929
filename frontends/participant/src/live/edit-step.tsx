import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TEXT_LIMITS } from '@vs/domain';
import { TextArea, TextField } from '@vs/ui';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { type LiveLists, moveValue, withDescription, withLabel, withPercent } from './live-lists.ts';

const GRIP = (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    {[5, 10, 15].map((y) => (
      <g key={y} fill="currentColor">
        <circle cx="7" cy={y} r="1.6" />
        <circle cx="13" cy={y} r="1.6" />
      </g>
    ))}
  </svg>
);

const EditRow = ({
  lists,
  index,
  onChange,
}: {
  readonly lists: LiveLists;
  readonly index: number;
  readonly onChange: (lists: LiveLists) => void;
}) => {
  const key = lists.keys[index] ?? index;
  const label = lists.values[index]?.value ?? '';
  const rank = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: key });
  return (
    <li
      ref={setNodeRef}
      className={`vs-edit-row${isDragging ? ' vs-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="vs-edit-rank">
        <button
          type="button"
          className="vs-drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${label || `value ${rank}`}, rank ${rank}`}
        >
          {GRIP}
        </button>
        <span className="vs-rank-badge" aria-hidden="true">
          {rank}
        </span>
      </div>
      <div className="vs-edit-fields">
        <div className="vs-edit-line">
          <TextField
            label={`Value ${rank}`}
            maxLength={TEXT_LIMITS.valueName}
            value={label}
            onChange={(e) => onChange(withLabel(lists, index, e.target.value))}
          />
          <TextField
            label="% lived"
            className="vs-percent-input"
            inputMode="numeric"
            aria-label={`% lived, value ${rank}`}
            value={lists.percentLived[index] ?? ''}
            onChange={(e) => onChange(withPercent(lists, index, e.target.value))}
          />
        </div>
        <TextArea
          label={`Definition of value ${rank}`}
          maxLength={TEXT_LIMITS.description}
          rows={2}
          placeholder="Describe this value"
          value={lists.descriptions[index] ?? ''}
          onChange={(e) => onChange(withDescription(lists, index, e.target.value))}
        />
      </div>
    </li>
  );
};

/**
 * Live step 1: edit each value's label, definition and percent lived, and re-rank by dragging the
 * handle (mouse, touch, or keyboard: Space to lift, arrows to move, Space to drop).
 */
export const EditValues = ({
  lists,
  onChange,
}: {
  readonly lists: LiveLists;
  readonly onChange: (lists: LiveLists) => void;
}) => {
  const sensors = useDragSensors('edit');
  const nameAt = (id: string | number): string => {
    const index = lists.keys.indexOf(Number(id));
    return `${lists.values[index]?.value ?? 'value'}`;
  };
  const rankOf = (id: string | number): number => lists.keys.indexOf(Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || over.id === active.id) return;
    onChange(moveValue(lists, rankOf(active.id) - 1, rankOf(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To re-rank a value, press Space to pick it up, use the up and down arrow keys to move it, then press Space to drop it or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameAt(active.id)}, rank ${rankOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameAt(active.id)} is over rank ${rankOf(over.id)}.`
              : `${nameAt(active.id)} is not over a rank.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameAt(active.id)} dropped at rank ${rankOf(over.id)}.`
              : `${nameAt(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameAt(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...lists.keys]} strategy={verticalListSortingStrategy}>
        <ol className="vs-edit-list">
          {lists.keys.map((key, index) => (
            <EditRow key={key} lists={lists} index={index} onChange={onChange} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
};
