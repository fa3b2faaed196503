import { Button, Modal } from 'semantic-ui-react';
import { scoreText, tableWhere } from '../lib/format';
import type { AddTarget, Created, TableHeader } from '../types';
import { CreateTableForm } from './CreateTableForm';

/** Where to add a unit: one of several matching tables, or a new one pre-filled from the recommendation or the line. */
export function AddToWishDialog({ target, mode, tables, onPick, onCreated, onClose }: {
  target: AddTarget;
  mode: 'choose' | 'create';
  tables: TableHeader[];
  onPick: (t: TableHeader) => void;
  onCreated: (c: Created, name: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} size="small" data-testid="wish-add-dialog" aria-labelledby="wish-add-title">
      <Modal.Header id="wish-add-title">将「{target.title}」加入志愿表</Modal.Header>
      <Modal.Content scrolling>
        {mode === 'choose' ? (
          <>
            <p>你有多张适用的志愿表，请选择一张：</p>
            <ul className="zy-wish-pick" data-testid="wish-add-tables">
              {tables.map((t) => (
                <li key={t.TableId}>
                  <button type="button" className="ui basic fluid button" onClick={() => onPick(t)} data-testid="wish-add-table">
                    <strong>{t.Name}</strong>
                    <span className="zy-muted zy-small">
                      {' '}
                      {tableWhere(t)} · {scoreText(t)} · 已有{t.UnitCount}个志愿{t.Role !== 'owner' ? ` · ${t.RoleName}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p data-testid="wish-add-none">你还没有这个地区、年份和科类的志愿表，新建一张后加入：</p>
            <CreateTableForm
              defaults={{ province: target.provinceId, year: target.year, track: target.track, subjects: target.subjects, score: target.score, rank: target.rank }}
              onCreated={onCreated}
              submitText="新建并加入"
            />
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" data-testid="wish-add-cancel" />
      </Modal.Actions>
    </Modal>
  );
}
