import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DRAG_HINT } from './drag-text';
import { UnitRow, type UnitRowProps } from './UnitRow';

/** A unit row an editor can drag by its handle (the rest of the row keeps scrolling and clicking). */
export function SortableUnitRow(props: UnitRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.unit.Key,
    // One change at a time: a drag while the last one is saved would be sent against an old version.
    disabled: props.busy,
    attributes: { roleDescription: '可拖动排序的志愿' },
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="zy-wish-handle"
      {...attributes}
      {...listeners}
      aria-label={`第${props.position}位：${DRAG_HINT}`}
      title={DRAG_HINT}
      data-testid="wish-unit-handle"
    >
      <i className="bars icon" aria-hidden="true" />
    </button>
  );
  return <UnitRow {...props} rowRef={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} dragging={isDragging} handle={handle} />;
}
