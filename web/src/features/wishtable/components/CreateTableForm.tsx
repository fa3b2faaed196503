import { useState, type FormEvent } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import { ProvinceSelect } from '@/features/admission/components/ProvinceSelect';
import { YearSelect } from '@/features/admission/components/YearSelect';
import { needsChoice } from '@/features/admission/lib/tracks';
import { PrefillNote } from '@/components/PrefillNote';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf, type MembersOnly } from '@/features/membership/lib/members-only';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { createTable } from '../api/create-table';
import { useCreateChoices } from '../hooks/useCreateChoices';
import { maxUnitsText } from '../lib/format';
import { trackFields } from '../lib/subjects';
import type { Created } from '../types';

export interface CreateDefaults {
  province?: number;
  year?: number;
  track?: string;
  subjects?: string[];
  score?: number | null;
  /** Used when there is no score (a recommendation asked by rank). */
  rank?: number | null;
}

/**
 * A new table: name, province, exam year, track and subjects, score — pre-filled from the
 * signed-in student's profile (or from the recommendation it is made for), all changeable.
 */
export function CreateTableForm({ defaults, onCreated, submitText = '新建志愿表' }: { defaults?: CreateDefaults; onCreated: (c: Created, name: string) => void; submitText?: string }) {
  const [name, setName] = useState('');
  const [province, setProvince] = useState<number | null>(defaults?.province ?? null);
  const [year, setYear] = useState<number | null>(defaults?.year ?? null);
  const [track, setTrack] = useState<string | null>(defaults?.track ?? null);
  const [chosen, setChosen] = useState<string[]>(defaults?.subjects ?? []);
  const [score, setScore] = useState(defaults?.score ? String(defaults.score) : '');
  const [message, setMessage] = useState('');
  const [membersOnly, setMembersOnly] = useState<MembersOnly | null>(null);
  const [busy, setBusy] = useState(false);
  const student = useStudentContext();
  const prefilled = usePrefillOnce(student, Boolean(defaults), (s) => {
    setProvince(s.provinceId);
    setYear(s.examYear || null);
    setTrack(s.track);
    setChosen(s.subjects);
    if (s.score) setScore(String(s.score));
  });
  const c = useCreateChoices(province, year, track);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!c.provinces.id || !c.year) return setMessage('请选择招生地区和年份');
    setBusy(true);
    setMessage('');
    setMembersOnly(null);
    try {
      const n = Number(score);
      onCreated(await createTable({ Name: name.trim() || undefined, ProvinceId: c.provinces.id, Year: c.year, ...trackFields(c.subjects, c.track ?? '', chosen), ...(n > 0 ? { Score: n } : defaults?.rank ? { Rank: defaults.rank } : {}) }), name.trim());
    } catch (err) {
      const m = membersOnlyOf(err);
      if (m) setMembersOnly(m);
      else setMessage((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ui form zy-wish-create" onSubmit={submit} noValidate data-testid="wish-create-form">
      <div className="field">
        <label htmlFor="wish-create-name">名称（可不填）</label>
        <input id="wish-create-name" maxLength={30} value={name} placeholder="如：广东2026志愿表" onChange={(e) => setName(e.target.value)} data-testid="wish-create-name" />
      </div>
      <div className="two fields">
        <div className="required field">
          <label htmlFor="wish-create-province">招生地区</label>
          <ProvinceSelect id="wish-create-province" provinces={c.provinces.list} value={c.provinces.province?.ProvinceId ?? null} onChange={(id) => { setProvince(id); setTrack(null); setChosen([]); }} testId="wish-create-province" />
        </div>
        <div className="required field">
          <label htmlFor="wish-create-year">高考年份</label>
          <YearSelect id="wish-create-year" years={c.years} value={c.year} onChange={setYear} testId="wish-create-year" empty="加载中...." />
        </div>
      </div>
      <div className="field">
        <span className="zy-wish-field-label" id="wish-create-track-label">{c.subjects?.mode === '3+1+2' ? '首选科目' : '科类'}</span>
        {c.tracks && needsChoice(c.tracks) ? (
          <div role="group" aria-labelledby="wish-create-track-label">
            <ChoiceButtons options={c.tracks} value={c.track} onChange={(t) => setTrack(t)} testId="wish-create-tracks" itemTestId="wish-create-track" />
          </div>
        ) : (
          <span>{c.tracks ? `${c.tracks[0]?.name || '综合'}（不分科类）` : '加载中....'}</span>
        )}
      </div>
      {c.subjects?.count ? (
        <fieldset className="zy-wish-fieldset" data-testid="wish-create-subjects">
          <legend>{c.subjects.mode === '3+1+2' ? '再选科目（选2门）' : '选考科目（选3门）'}</legend>
          {c.subjects.options.map((s) => (
            <label key={s} className="zy-wish-check">
              <input type="checkbox" checked={chosen.includes(s)} onChange={() => setChosen(chosen.includes(s) ? chosen.filter((x) => x !== s) : [...chosen, s])} data-testid={`wish-create-subject-${s}`} />
              {s}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor="wish-create-score">高考分数（可稍后填写）</label>
        <input id="wish-create-score" type="number" inputMode="numeric" min={0} max={900} value={score} onChange={(e) => setScore(e.target.value)} data-testid="wish-create-score" />
      </div>
      {prefilled ? <PrefillNote later="" testId="wish-create-prefilled" /> : null}
      {c.rule ? (
        <p className="zy-muted zy-small" data-testid="wish-create-rule">
          {c.rule.ProvinceName}{c.year}年按{c.rule.ModeName}填报，{maxUnitsText(c.rule.MaxUnits)}。{c.rule.Note}
        </p>
      ) : null}
      {c.ruleError ? <p className="zy-wish-error">{c.ruleError}</p> : null}
      {message ? <Message error visible size="small" content={message} role="alert" data-testid="wish-create-error" /> : null}
      <MembersOnlyNotice notice={membersOnly} />
      <Button type="submit" primary loading={busy} disabled={busy || c.loading} content={submitText} data-testid="wish-create-submit" />
    </form>
  );
}
