import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { useLoad } from '@/lib/use-load';
import { getGroupMajors } from '../api/get-group-majors';
import { setMajors } from '../api/set-majors';
import { candidateOf } from '../lib/candidate';
import type { TableAction } from '../lib/conflict';
import { unitTitle } from '../lib/format';
import { majorNames, majorsBody, shiftMajor, toggleMajor } from '../lib/majors';
import type { Detail, Unit } from '../types';
import { ChanceBadge } from './ChanceBadge';

/** Chooses a group's majors from its plan (Recommend/GetRecommendMajorList) and their order. */
export function MajorsDialog({ unit, detail, perform, busy, onClose }: { unit: Unit; detail: Detail; perform: (a: TableAction) => Promise<boolean>; busy: boolean; onClose: () => void }) {
  const candidate = candidateOf(detail.Table);
  const max = detail.Table.MaxMajors || 6;
  const loaded = useLoad(() => getGroupMajors({ ...candidate!, UnitKey: unit.Key }), candidate ? `majors:${unit.Key}` : null);
  const [chosen, setChosen] = useState<string[]>((unit.Majors ?? []).map((m) => m.Name));
  const names = majorNames(loaded.data?.Majors);
  const info = new Map((loaded.data?.Majors ?? []).map((m) => [m.MajorName, m]));
  const name = unitTitle(unit);
  const save = async () => {
    const ok = await perform({
      label: `设置「${name}」的专业`,
      unitKey: unit.Key,
      run: (Version) => setMajors({ TableId: detail.Table.TableId, Version, UnitKey: unit.Key, Majors: majorsBody(chosen, unit.Majors) }),
    });
    if (ok) onClose();
  };
  return (
    <Modal open onClose={onClose} size="small" data-testid="wish-majors-dialog" aria-labelledby="wish-majors-title">
      <Modal.Header id="wish-majors-title">「{name}」的专业（最多{max}个，按意愿排序）</Modal.Header>
      <Modal.Content scrolling>
        {!candidate ? <p data-testid="wish-majors-no-score">志愿表还没有分数：请先在表头填写分数。</p> : null}
        {loaded.loading ? <p className="zy-muted">加载中....</p> : null}
        {loaded.error ? <p className="zy-wish-error">{loaded.error.message}</p> : null}
        {loaded.data && !names.length ? <p className="zy-muted">{loaded.data.Message || '暂无该专业组的招生计划'}</p> : null}
        {names.length ? (
          <fieldset className="zy-wish-majors" data-testid="wish-majors-options">
            <legend>{loaded.data?.Year}年招生计划中的专业</legend>
            {names.map((n) => (
              <label key={n} className="zy-wish-major-option">
                <input type="checkbox" checked={chosen.includes(n)} disabled={!chosen.includes(n) && chosen.length >= max} onChange={() => setChosen(toggleMajor(chosen, n, max))} data-testid="wish-major-option" />
                <span>{n}</span>
                <span className="zy-muted zy-small">计划{info.get(n)?.Plan ?? 0}人</span>
                {info.get(n)?.Probability !== null && info.get(n) ? <ChanceBadge probability={info.get(n)!.Probability} label={info.get(n)!.Label} testId="wish-major-chance" /> : null}
              </label>
            ))}
          </fieldset>
        ) : null}
        <h4>已选专业（按意愿顺序）</h4>
        {chosen.length ? (
          <ol className="zy-wish-chosen" data-testid="wish-majors-chosen">
            {chosen.map((n, i) => (
              <li key={n}>
                <span>{n}</span>
                <Button type="button" basic size="mini" icon="arrow up" aria-label={`上移${n}`} disabled={i === 0} onClick={() => setChosen(shiftMajor(chosen, i, -1))} />
                <Button type="button" basic size="mini" icon="arrow down" aria-label={`下移${n}`} disabled={i === chosen.length - 1} onClick={() => setChosen(shiftMajor(chosen, i, 1))} />
                <Button type="button" basic size="mini" icon="close" aria-label={`移除${n}`} onClick={() => setChosen(chosen.filter((x) => x !== n))} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="zy-muted">未选择专业</p>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" primary loading={busy} disabled={busy} onClick={() => void save()} content="保存" data-testid="wish-majors-save" />
      </Modal.Actions>
    </Modal>
  );
}
