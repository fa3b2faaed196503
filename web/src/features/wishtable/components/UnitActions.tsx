import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { confirmUnit } from '../api/confirm-unit';
import { removeUnit } from '../api/remove-unit';
import { setAdjust } from '../api/set-adjust';
import { unitTitle } from '../lib/format';
import { MajorsDialog } from './MajorsDialog';
import { UnitNoteDialog } from './UnitNoteDialog';
import type { UnitRowProps } from './unit-row-props';

/**
 * A unit's actions. Editors: 上移 / 下移 (the keyboard's way to reorder), 删除, 选择专业, 服从调剂,
 * 确认 of a special type; commenters and up: 备注.
 */
export function UnitActions({ unit: u, position, count, detail, canEdit, busy, perform, onMove }: UnitRowProps) {
  const [dialog, setDialog] = useState<'majors' | 'note' | null>(null);
  const TableId = detail.Table.TableId;
  const name = unitTitle(u);
  const grouped = u.Level !== 'major';
  return (
    <div className="zy-wish-unit-actions" role="group" aria-label={`第${position}位「${name}」的操作`}>
      {canEdit ? (
        <>
          <Button type="button" basic size="mini" icon="arrow up" content="上移" disabled={busy || position <= 1} onClick={() => onMove(position - 1)} aria-label={`上移「${name}」`} data-testid="wish-unit-up" />
          <Button type="button" basic size="mini" icon="arrow down" content="下移" disabled={busy || position >= count} onClick={() => onMove(position + 1)} aria-label={`下移「${name}」`} data-testid="wish-unit-down" />
          {u.Level === 'group' ? (
            <Button type="button" basic size="mini" content="选择专业" disabled={busy} onClick={() => setDialog('majors')} data-testid="wish-unit-majors" />
          ) : null}
          {grouped ? (
            <label className="zy-wish-toggle">
              <input
                type="checkbox"
                checked={u.Adjust}
                disabled={busy}
                onChange={(e) => {
                  const Adjust = e.target.checked;
                  void perform({ label: `${Adjust ? '设为' : '取消'}「${name}」服从调剂`, unitKey: u.Key, run: (Version) => setAdjust({ TableId, Version, UnitKey: u.Key, Adjust }) });
                }}
                data-testid="wish-unit-adjust"
              />
              服从调剂
            </label>
          ) : null}
          {u.Special && !u.Confirmed ? (
            <Button
              type="button"
              basic
              color="orange"
              size="mini"
              content={`确认已了解${u.Special}要求`}
              disabled={busy}
              onClick={() => void perform({ label: `确认「${name}」的特殊类型要求`, unitKey: u.Key, run: (Version) => confirmUnit({ TableId, Version, UnitKey: u.Key }) })}
              data-testid="wish-unit-confirm"
            />
          ) : null}
          {u.Special && u.Confirmed ? <span className="zy-small zy-muted">已确认特殊类型要求</span> : null}
        </>
      ) : null}
      <Button type="button" basic size="mini" icon="sticky note outline" content="备注" disabled={busy} onClick={() => setDialog('note')} data-testid="wish-unit-note" />
      {canEdit ? (
        <Button
          type="button"
          basic
          className="zy-wish-danger"
          size="mini"
          icon="trash alternate outline"
          content="删除"
          disabled={busy}
          onClick={() => void perform({ label: `删除「${name}」`, unitKey: u.Key, run: (Version) => removeUnit({ TableId, Version, UnitKey: u.Key }) })}
          aria-label={`删除「${name}」`}
          data-testid="wish-unit-remove"
        />
      ) : null}
      {dialog === 'majors' ? <MajorsDialog unit={u} detail={detail} perform={perform} busy={busy} onClose={() => setDialog(null)} /> : null}
      {dialog === 'note' ? <UnitNoteDialog unit={u} tableId={TableId} perform={perform} busy={busy} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
