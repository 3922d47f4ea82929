import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TEXT_LIMITS } from '@vs/domain';
import { TextArea, TextField } from '@vs/ui';
import { useIntl } from 'react-intl';
import { useDragSensors } from '../shared/drag-sensors.ts';
import { MoveButtons } from '../shared/move-buttons.tsx';
import { type LiveLists, moveValue, withDescription, withLabel, withPercent } from './live-lists.ts';
import { liveMessages as m } from './live-messages.ts';

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
  const intl = useIntl();
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
          aria-label={intl.formatMessage(m.move, {
            value: label || intl.formatMessage(m.unnamed, { rank }),
            rank,
          })}
        >
          {GRIP}
        </button>
        <span className="vs-rank-badge" aria-hidden="true">
          {rank}
        </span>
        <MoveButtons
          value={label || intl.formatMessage(m.unnamed, { rank })}
          rank={rank}
          last={index === lists.keys.length - 1}
          onMove={(to) => onChange(moveValue(lists, index, to))}
        />
      </div>
      <div className="vs-edit-fields">
        <div className="vs-edit-line">
          <TextField
            label={intl.formatMessage(m.value, { rank })}
            maxLength={TEXT_LIMITS.valueName}
            value={label}
            onChange={(e) => onChange(withLabel(lists, index, e.target.value))}
          />
          <TextField
            label={intl.formatMessage(m.lived)}
            className="vs-percent-input"
            inputMode="numeric"
            aria-label={intl.formatMessage(m.livedOf, { rank })}
            value={lists.percentLived[index] ?? ''}
            onChange={(e) => onChange(withPercent(lists, index, e.target.value))}
          />
        </div>
        <TextArea
          label={intl.formatMessage(m.definition, { rank })}
          maxLength={TEXT_LIMITS.description}
          rows={2}
          placeholder={intl.formatMessage(m.placeholder)}
          value={lists.descriptions[index] ?? ''}
          onChange={(e) => onChange(withDescription(lists, index, e.target.value))}
        />
      </div>
    </li>
  );
};

/**
 * Live step 1: edit each value's label, definition and percent lived, and re-rank with the up and
 * down buttons (as in the pre-work's Rank) or by dragging the handle (mouse, touch, or keyboard:
 * Space to lift, arrows to move, Space to drop).
 */
export const EditValues = ({
  lists,
  onChange,
}: {
  readonly lists: LiveLists;
  readonly onChange: (lists: LiveLists) => void;
}) => {
  const intl = useIntl();
  const sensors = useDragSensors();
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
          draggable: intl.formatMessage(m.dragInstructions),
        },
        announcements: {
          onDragStart: ({ active }) =>
            intl.formatMessage(m.pickedUp, { value: nameAt(active.id), rank: rankOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? intl.formatMessage(m.over, { value: nameAt(active.id), rank: rankOf(over.id) })
              : intl.formatMessage(m.notOver, { value: nameAt(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? intl.formatMessage(m.dropped, { value: nameAt(active.id), rank: rankOf(over.id) })
              : intl.formatMessage(m.droppedNowhere, { value: nameAt(active.id) }),
          onDragCancel: ({ active }) => intl.formatMessage(m.cancelled, { value: nameAt(active.id) }),
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
