import { useEffect, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'semantic-ui-react';
import { examProvinceAtom } from '@/lib/site-config';
import { notify } from '@/lib/notify';
import { useLoad } from '@/lib/use-load';
import { fullMarkOf, SCORE_MAX } from '@/lib/validation';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { PrefillNote } from '@/components/PrefillNote';
import { Select } from '@/components/Select';
import { getProvinceBatchList, getProvinceIsNewExam, getScoreProvinces, getScoreYears, type ProvinceBatch } from '../api/score-query';
import {
  changeField, fitBatch, fitTrack, fitYear, formOf, prefillForm, toHistoryScore, trackModeOf, validateScoreForm,
  type ScoreCheck, type ScoreField, type ScoreForm, type StoredScoreQuery, type TrackMode,
} from '../lib/score-query';
import { ScoreQueryNote } from './ScoreQueryNote';
import { FieldError, TrackChoice } from './ScoreTrackChoice';
import '../score-query.css';

export const NO_RESULTS_NOTE = '暂无该省录取数据';
export const MAJOR_ONLY_NOTE = '暂无该省院校（专业组）投档线：该省录取数据只公布到专业，暂不能按最低分查询院校';
export const BATCH_NOTE = '注：只比较普通批次的投档线（不含提前批、专项计划、艺体类与征集志愿）；所选为专科（高职）批次线时比较专科批次，否则比较本科批次。';

/** Loads for one key and remembers which key the answer belongs to (useLoad keeps old data while loading). */
function useKeyed<T>(load: (key: string) => Promise<T>, key: string | null): { value: T | null; loaded: boolean } {
  const got = useLoad(async () => ({ key, value: await load(key!) }), key);
  const loaded = key !== null && got.data?.key === key;
  return { value: loaded ? got.data!.value : null, loaded };
}

/** The track part of a batch request; null while the track is not complete. */
function trackKey(form: ScoreForm, mode: TrackMode | null): string | null {
  if (mode === 'subject') return form.SelectSubject ? `s:${form.SelectSubject}` : null;
  if (mode === 'type') return form.SubjectType ? `t:${form.SubjectType}` : null;
  return mode === 'none' ? '-' : null;
}

/**
 * The score query panel of the university filter (SPEC §2, §4, §5): 招生地区, a year with admission
 * results, the track the year's exam has, the batch and the score; 按最低分查询 applies it to the list.
 */
export function ScoreQueryPanel({ applied, onApply, onClear, busy }: {
  applied: StoredScoreQuery | null;
  onApply: (q: StoredScoreQuery) => void;
  onClear: () => void;
  busy: boolean;
}) {
  const site = useAtomValue(examProvinceAtom);
  const siteId = site?.ProvinceId ? String(site.ProvinceId) : '';
  const [form, setForm] = useState<ScoreForm>(() => formOf(applied, siteId));
  const [errors, setErrors] = useState<ScoreCheck['errors']>({});
  // A signed-in student starts from the profile (unless a query is applied or a field was changed
  // first); a change stays here, the profile is never rewritten.
  const student = useStudentContext();
  const [touched, setTouched] = useState(false);
  const prefilled = usePrefillOnce(student, applied !== null || touched, (c) => setForm(prefillForm(c)));

  const provinces = useLoad(getScoreProvinces, 'score-provinces');
  const provinceList = Array.isArray(provinces.data) ? provinces.data : [];
  const province = provinceList.find((p) => String(p.ProvinceId) === form.ProvinceId) ?? null;
  const maxScore = fullMarkOf(province);

  const years = useKeyed((id) => getScoreYears(Number(id)), form.ProvinceId || null);
  const yearList = years.loaded ? (years.value?.usable ?? []) : null;
  const ruleKey = form.ProvinceId && form.Year ? `${form.ProvinceId}|${form.Year}` : null;
  const rules = useKeyed(() => getProvinceIsNewExam(Number(form.ProvinceId), Number(form.Year)), ruleKey);
  const mode = trackModeOf(rules.value);
  const track = trackKey(form, mode);
  const batchKey = ruleKey && track ? `${ruleKey}|${track}` : null;
  const batches = useKeyed(() => {
    const body = { ProvinceId: Number(form.ProvinceId), Year: Number(form.Year), ...(mode === 'type' ? { SubjectType: Number(form.SubjectType) } : {}), ...(mode === 'subject' ? { SelectSubject: form.SelectSubject } : {}) };
    return getProvinceBatchList(body);
  }, batchKey);
  const batchList: ProvinceBatch[] = Array.isArray(batches.value) ? batches.value : [];

  // Each answer fits the form it was asked for: the year, then the track, then the batch.
  useEffect(() => {
    if (years.loaded) setForm((f) => (f.ProvinceId === form.ProvinceId ? fitYear(f, years.value?.usable) : f));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [years.value, years.loaded]);
  useEffect(() => {
    if (rules.loaded) setForm((f) => (`${f.ProvinceId}|${f.Year}` === ruleKey ? fitTrack(f, rules.value) : f));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules.value, rules.loaded]);
  useEffect(() => {
    if (batches.loaded) setForm((f) => fitBatch(f, batchList));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batches.value, batches.loaded]);

  const set = (field: ScoreField, value: string) => {
    setTouched(true);
    setForm((f) => changeField(f, field, value));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const noData = yearList !== null && yearList.length === 0;
  const pending = (form.ProvinceId !== '' && !years.loaded) || (ruleKey !== null && !rules.loaded);
  const disabled = busy || noData || pending || provinceList.length === 0;

  const submit = () => {
    const check = validateScoreForm(form, mode, maxScore);
    if (!province && form.ProvinceId) check.errors.ProvinceId = '招生地区无效';
    setErrors(check.errors);
    if (check.message || !province) {
      onClear(); // the list filtered by the previous score must not pass for this query's answer
      return notify.warning(check.message ?? '招生地区无效');
    }
    const batch = batchList.find((b) => String(b.BatchId) === form.BatchId);
    onApply({ ...toHistoryScore(form, mode), ProvinceName: province.ProvinceName, ...(batch ? { BatchName: batch.BatchName } : {}) });
  };
  const clear = () => {
    setForm(formOf(null, siteId));
    setErrors({});
    onClear();
  };
  const onScoreKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter here queries by score, not the name filter
    if (!disabled) submit();
  };

  return (
    <div className="zy-choice-row zy-score-query" data-testid="score-query">
      <span className="zy-choice-label">分数查询：</span>
      <div className="zy-score-body">
        <div className="zy-score-fields">
          <label className="zy-score-field">
            <span>招生地区</span>
            <Select
              compact
              value={form.ProvinceId}
              options={[{ value: '', text: '请选择' }, ...provinceList.map((p) => ({ value: String(p.ProvinceId), text: p.ProvinceName }))]}
              onChange={(v) => set('ProvinceId', v)}
              label="招生地区"
              testId="score-query-province"
            />
            <FieldError errors={errors} field="ProvinceId" />
          </label>
          <label className="zy-score-field">
            <span>年份</span>
            <Select
              compact
              value={form.Year}
              options={[{ value: '', text: form.ProvinceId && !years.loaded ? '加载中…' : '请选择' }, ...(yearList ?? []).map((y) => ({ value: String(y), text: `${y}年` }))]}
              onChange={(v) => set('Year', v)}
              disabled={!yearList?.length}
              label="查询年份"
              testId="score-query-year"
            />
            <FieldError errors={errors} field="Year" />
          </label>
          <TrackChoice mode={mode} rules={rules.value?.RuleList ?? []} form={form} waiting={ruleKey !== null && !rules.loaded} onChange={set} errors={errors} />
          <label className="zy-score-field">
            <span>批次</span>
            <Select
              compact
              value={form.BatchId}
              options={[{ value: '', text: '全部批次' }, ...batchList.map((b) => ({ value: String(b.BatchId), text: `${b.BatchName}${b.Score !== null && b.Score !== undefined ? `（${b.Score}分）` : ''}` }))]}
              onChange={(v) => set('BatchId', v)}
              disabled={!batchList.length}
              label="批次"
              title={BATCH_NOTE}
              testId="score-query-batch"
            />
          </label>
          <label className="zy-score-field">
            <span>分数</span>
            <input
              className="zy-score-input"
              value={form.Score}
              inputMode="numeric"
              maxLength={3}
              placeholder={`0–${maxScore}`}
              onChange={(e) => set('Score', e.target.value)}
              onKeyDown={onScoreKey}
              aria-label="分数"
              data-testid="score-query-score"
            />
            <FieldError errors={errors} field="Score" />
          </label>
          <Button type="button" size="small" primary basic disabled={disabled} loading={busy && applied !== null} content="按最低分查询" onClick={submit} data-testid="score-query-button" />
        </div>
        {province && maxScore !== SCORE_MAX ? (
          <p className="zy-muted zy-small" data-testid="score-query-max">
            {province.ProvinceName}高考满分为{maxScore}分，分数可填0–{maxScore}。
          </p>
        ) : null}
        {noData ? (
          <p className="zy-muted zy-small" data-testid="score-query-note">
            {years.value?.all.length ? MAJOR_ONLY_NOTE : NO_RESULTS_NOTE}
          </p>
        ) : null}
        {form.Subjects && mode !== 'type' ? (
          <p className="zy-muted zy-small" data-testid="score-query-subjects">
            按选科 <b>{form.Subjects}</b> 比较：不符合选科要求的专业组不计。
            <button type="button" className="zy-link-button" onClick={() => set('Subjects', '')} data-testid="score-query-subjects-remove">
              不按选科
            </button>
          </p>
        ) : null}
        {/* shown once the fields show what was filled (the choices load after the profile) */}
        {prefilled && student && province && !pending ? (
          <PrefillNote
            testId="score-query-prefilled"
            later={Number(form.Year) && student.examYear > Number(form.Year) ? `${student.examYear}年的投档线尚未公布，先与${form.Year}年的比较，各年难度不同，仅供参考。` : ''}
          />
        ) : null}
        {form.BatchId ? <p className="zy-muted zy-small" data-testid="score-query-batch-note">{BATCH_NOTE}</p> : null}
        <ScoreQueryNote applied={applied} onClear={clear} />
      </div>
    </div>
  );
}
