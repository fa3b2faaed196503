import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { setScore } from '../api/set-score';
import type { TableAction } from '../lib/conflict';
import type { TableHeader } from '../types';

/** Changes the score the probabilities are for (editors). */
export function ScoreEditor({ table, perform, busy }: { table: TableHeader; perform: (a: TableAction) => Promise<boolean>; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(table.Score > 0 ? String(table.Score) : '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const score = Number(value);
    const ok = await perform({
      label: `将分数改为${score}分`,
      run: (Version) => setScore({ TableId: table.TableId, Version, Score: score }),
    });
    if (ok) setOpen(false);
  };
  if (!open) {
    return <Button type="button" basic size="small" content="修改分数" onClick={() => setOpen(true)} data-testid="wish-score-edit" />;
  }
  return (
    <form className="zy-wish-inline-form" onSubmit={submit} data-testid="wish-score-form">
      <label htmlFor="wish-score-input">高考分数</label>
      <input id="wish-score-input" type="number" inputMode="numeric" min={0} max={900} value={value} onChange={(e) => setValue(e.target.value)} required data-testid="wish-score-input" />
      <Button type="submit" primary size="small" loading={busy} disabled={busy || !value} content="保存" data-testid="wish-score-save" />
      <Button type="button" size="small" content="取消" onClick={() => setOpen(false)} />
    </form>
  );
}
