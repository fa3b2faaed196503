import { useEffect, useMemo, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { moveUnit } from '../api/move-unit';
import type { TableAction } from '../lib/conflict';
import { unitTitle } from '../lib/format';
import { dropPosition, moveKey } from '../lib/reorder';
import type { Check, Detail, Unit } from '../types';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './drag-text';
import { SortableUnitRow } from './SortableUnitRow';
import { UnitRow } from './UnitRow';

/** Only up and down: a unit never leaves the list's column. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface UnitListProps {
  detail: Detail;
  canEdit: boolean;
  canComment: boolean;
  busy: boolean;
  perform: (a: TableAction) => Promise<boolean>;
}

/**
 * The ordered units. Editors drag a row by its handle (mouse, touch — the handle takes no
 * scrolling — or keyboard: @dnd-kit) or
 * use 上移/下移; the new order shows at once and WishTable/MoveUnit gets the unit's final position.
 * A refused move puts the list back as the table has it.
 */
export function UnitList({ detail, canEdit, canComment, busy, perform }: UnitListProps) {
  const units = useMemo(() => detail.Units ?? [], [detail]);
  const byKey = useMemo(() => new Map(units.map((u) => [u.Key, u])), [units]);
  const keys = useMemo(() => units.map((u) => u.Key), [units]);
  const [order, setOrder] = useState(keys);
  useEffect(() => setOrder(keys), [keys]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = async (key: string, to: number) => {
    const u = byKey.get(key);
    if (!u) return;
    setOrder((o) => moveKey(o, key, to));
    const ok = await perform({
      label: `将「${unitTitle(u)}」移到第${to}位`,
      unitKey: key,
      run: (Version) => moveUnit({ TableId: detail.Table.TableId, Version, UnitKey: key, To: to }),
    });
    if (!ok) setOrder(keys);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const to = dropPosition(order, String(e.active.id), e.over ? String(e.over.id) : null);
    if (to !== null) void move(String(e.active.id), to);
  };

  if (!units.length) {
    return (
      <p className="zy-wish-empty" data-testid="wish-units-empty">
        还没有志愿。{canEdit ? '可在下方搜索院校加入，或到“志愿推荐”的结果中点“加入志愿表”。' : ''}
      </p>
    );
  }
  const checks = detail.Checks ?? [];
  const row = (u: Unit, position: number) => ({
    unit: u,
    position,
    count: order.length,
    checks: checks.filter((c: Check) => c.Key === u.Key),
    detail,
    canEdit,
    canComment,
    busy,
    perform,
    onMove: (to: number) => void move(u.Key, to),
  });
  if (!canEdit) {
    return (
      <ol className="zy-wish-units" data-testid="wish-units">
        {order.map((k, i) => (byKey.get(k) ? <UnitRow key={k} {...row(byKey.get(k)!, i + 1)} /> : null))}
      </ol>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[vertical]} onDragEnd={onDragEnd} accessibility={{ announcements: dragAnnouncements(byKey, order), screenReaderInstructions: DRAG_INSTRUCTIONS }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="zy-wish-units" data-testid="wish-units">
          {order.map((k, i) => (byKey.get(k) ? <SortableUnitRow key={k} {...row(byKey.get(k)!, i + 1)} /> : null))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
