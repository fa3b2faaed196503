import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { openSlots } from '../api/open-slots';
import { useWrite } from '@/lib/use-write';
import { MINUTES_MAX, MINUTES_MIN, MODE_NAMES, newRow, ROWS_MAX, rowsProblem, toSlotInputs, type SlotRow } from '../lib/slot-rows';
import { todayKey } from '../lib/time';
import type { Mode } from '../types';
import { ErrorLine } from './ErrorLine';
import { Select } from '@/components/Select';

/** 发布时段: one or more rows (day, start, minutes, mode) published together in one call. */
export function SlotRowsForm({ onDone }: { onDone: () => void | Promise<void> }) {
  const [rows, setRows] = useState<SlotRow[]>(() => [newRow()]);
  const write = useWrite();
  const change = (key: number, patch: Partial<SlotRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = rowsProblem(rows);
    if (problem) return write.fail(problem);
    const done = await write.run(() => openSlots(toSlotInputs(rows)));
    if (!done) return;
    notify.success(`已发布 ${rows.length} 个时段`);
    setRows([newRow()]);
    await onDone();
  };
  const today = todayKey();
  return (
    <form className="ui form zy-experts-form" onSubmit={(e) => void submit(e)} noValidate data-testid="expert-slot-form">
      <p className="zy-muted zy-experts-small">
        北京时间；每个时段 {MINUTES_MIN}–{MINUTES_MAX} 分钟，须在两小时以后、60 天以内开始，不能与已有时段重叠。一次最多 {ROWS_MAX} 个。
      </p>
      <ol className="zy-experts-rows">
        {rows.map((r, i) => (
          <li key={r.key} className="zy-experts-row" data-testid="expert-slot-row">
            <span className="zy-experts-row-no" aria-hidden="true">{i + 1}</span>
            <div className="field">
              <label htmlFor={`slot-date-${r.key}`}>日期</label>
              <input id={`slot-date-${r.key}`} type="date" min={today} value={r.date} onChange={(e) => change(r.key, { date: e.target.value })} data-testid="expert-slot-date" />
            </div>
            <div className="field">
              <label htmlFor={`slot-time-${r.key}`}>开始时间</label>
              <input id={`slot-time-${r.key}`} type="time" step={300} value={r.time} onChange={(e) => change(r.key, { time: e.target.value })} data-testid="expert-slot-time" />
            </div>
            <div className="field">
              <label htmlFor={`slot-minutes-${r.key}`}>时长（分钟）</label>
              <input id={`slot-minutes-${r.key}`} type="number" min={MINUTES_MIN} max={MINUTES_MAX} step={5} value={r.minutes} onChange={(e) => change(r.key, { minutes: e.target.value })} data-testid="expert-slot-minutes" />
            </div>
            <div className="field">
              <label htmlFor={`slot-mode-${r.key}`}>方式</label>
              <Select
                id={`slot-mode-${r.key}`}
                value={r.mode}
                options={(Object.keys(MODE_NAMES) as Mode[]).map((m) => ({ value: m, text: MODE_NAMES[m] }))}
                onChange={(mode) => change(r.key, { mode })}
                testId="expert-slot-mode"
              />
            </div>
            {rows.length > 1 ? (
              <Button type="button" basic size="small" icon="trash alternate outline" aria-label={`删除第 ${i + 1} 行`} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} data-testid="expert-slot-remove" />
            ) : null}
          </li>
        ))}
      </ol>
      <ErrorLine message={write.error?.message} testId="expert-slot-error" />
      <div className="zy-experts-actions">
        <Button type="button" basic disabled={rows.length >= ROWS_MAX} onClick={() => setRows((rs) => [...rs, newRow(rs[rs.length - 1])])} content="添加一行" icon="plus" data-testid="expert-slot-add" />
        <Button type="submit" primary loading={write.busy} disabled={write.busy} content="发布时段" data-testid="expert-slot-submit" />
      </div>
    </form>
  );
}
