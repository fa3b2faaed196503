import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { searchCollegeByName } from '@/features/college/api/search-college-by-name';
import type { CollegeItem } from '@/features/college/types';
import { MAJOR_MAX, TARGET_NOTE_MAX } from '../lib/targets';
import type { TargetDraft } from '../types';
import { ErrorLine } from './ErrorLine';

/** 添加目标: find a college by name, pick it, then an optional major and note. */
export function TargetAddForm({ full, onAdd }: { full: boolean; onAdd: (t: TargetDraft) => string }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<CollegeItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<CollegeItem | null>(null);
  const [major, setMajor] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const name = text.trim();
    if (!name) return setFound(null);
    setBusy(true);
    try {
      setFound((await searchCollegeByName(name, 10)) ?? []);
    } catch {
      setFound(null); // the client has shown the message
    } finally {
      setBusy(false);
    }
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    const p = onAdd({ CollegeCode: picked.Id, CollegeName: picked.CollegeName, MajorName: major.trim(), Note: note.trim() });
    setProblem(p);
    if (p) return;
    setPicked(null);
    setFound(null);
    setText('');
    setMajor('');
    setNote('');
  };

  if (full) return <p className="zy-muted" data-testid="career-target-full">已有 5 个目标院校；要换一所，先移除一所。</p>;
  return (
    <div className="zy-career-target-add" data-testid="career-target-add">
      <h3 className="zy-career-subtitle">添加目标院校</h3>
      <form className="ui action input zy-career-search" onSubmit={search} role="search">
        <input value={text} maxLength={30} placeholder="输入院校名称、简称或拼音" aria-label="搜索院校" onChange={(e) => setText(e.target.value)} data-testid="career-target-search-input" />
        <Button type="submit" primary loading={busy} disabled={busy} content="查找院校" data-testid="career-target-search" />
      </form>
      {found && !found.length ? <p className="zy-muted" data-testid="career-target-none">没有找到相关院校，换个名称试试</p> : null}
      {found?.length && !picked ? (
        <ul className="zy-career-found" data-testid="career-target-results">
          {found.map((c) => (
            <li key={c.Id}>
              <span>
                {c.CollegeName} <span className="zy-muted zy-small">{[c.ProvinceName, c.EducationLevelStr].filter(Boolean).join(' · ')}</span>
              </span>
              <Button type="button" size="mini" primary content="选择" aria-label={`选择${c.CollegeName}`} onClick={() => setPicked(c)} data-testid={`career-target-pick-${c.Id}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {picked ? (
        <form className="ui form zy-career-picked" onSubmit={add} noValidate data-testid="career-target-picked">
          <p>
            已选：<strong data-testid="career-target-picked-name">{picked.CollegeName}</strong>
            <Button type="button" basic size="mini" content="重新选择" onClick={() => setPicked(null)} className="zy-career-repick" />
          </p>
          <div className="two fields">
            <div className="field">
              <label htmlFor="career-target-major">目标专业（选填）</label>
              <input id="career-target-major" value={major} maxLength={MAJOR_MAX} placeholder="例如：生物科学" onChange={(e) => setMajor(e.target.value)} data-testid="career-target-major-input" />
            </div>
            <div className="field">
              <label htmlFor="career-target-note">备注（选填）</label>
              <input id="career-target-note" value={note} maxLength={TARGET_NOTE_MAX} placeholder="例如：为什么想去这所学校" onChange={(e) => setNote(e.target.value)} data-testid="career-target-note-input" />
            </div>
          </div>
          <ErrorLine message={problem} testId="career-target-add-error" />
          <Button type="submit" primary size="small" content="加入目标" data-testid="career-target-add-submit" />
        </form>
      ) : null}
    </div>
  );
}
