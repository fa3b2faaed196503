import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { PrefillNote } from '@/components/PrefillNote';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { useProvinces } from '../hooks/useProvinces';
import { useRankChoices } from '../hooks/useRankChoices';
import { checkRankForm, type RankForm as RankFormState, type RankFormErrors } from '../lib/rank-form';
import { readRankQuery, toRankSearch, type RankQuery } from '../lib/rank-query';
import { AdmissionHead } from './AdmissionHead';
import { RankForm } from './RankForm';
import { RankResults } from './RankResults';
import '../admission.css';

const formOf = (q: RankQuery | null): RankFormState => ({
  province: q?.province ?? null,
  year: q?.year ?? null,
  track: q?.track ?? null,
  score: q ? String(q.score) : '',
});

/** /query-rank (一分一段 / 位次查询): score → rank of the year, 历年等位分, the whole table and its chart. */
export default function QueryRankPage() {
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  const asked = useMemo(() => readRankQuery(params), [params]);
  const [form, setForm] = useState<RankFormState>(() => formOf(asked));
  // Back / forward to another asked query fills the form with it.
  useEffect(() => {
    if (asked) setForm(formOf(asked));
  }, [urlKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // A signed-in student starts from their own province, exam year, track and score.
  const student = useStudentContext();
  const [touched, setTouched] = useState(false);
  const prefilled = usePrefillOnce(student, Boolean(asked) || touched, (c) =>
    setForm({ province: c.provinceId, year: c.examYear || null, track: c.track, score: c.score ? String(c.score) : '' }));
  const [errors, setErrors] = useState<RankFormErrors>({});
  const [summary, setSummary] = useState<string | undefined>();
  const provinces = useProvinces(form.province);
  const province = provinces.province;
  const choices = useRankChoices(provinces.id, form);

  const change = (patch: Partial<RankFormState>) => {
    setTouched(true);
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
    setSummary(undefined);
  };
  const submit = () => {
    const check = checkRankForm(
      { province: province?.ProvinceId ?? null, year: choices.year, track: choices.track, score: form.score },
      { maxScore: province?.MaxScore, tracks: choices.tracks ?? [] },
    );
    if (!check.ok) {
      setErrors(check.errors);
      setSummary(check.message);
      // The answer on screen was for another query: it goes rather than pass for this one's.
      if (asked) setParams(new URLSearchParams(), { replace: true });
      return;
    }
    setErrors({});
    setSummary(undefined);
    setParams(toRankSearch(check.query));
  };

  return (
    <div className="zy-container zy-admission-page" data-testid="query-rank-page">
      <AdmissionHead title="位次查询" current="rank" note="按本省官方一分一段表，把高考分数换算为同科类考生中的位次" />
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="rank-provinces-error" /> : null}
      {provinces.list.length ? (
        <Segment className="zy-admission-form">
          <RankForm
            provinces={provinces.list}
            province={province}
            years={choices.years}
            year={choices.year}
            tracks={choices.tracks}
            track={choices.track}
            score={form.score}
            errors={errors}
            summary={summary}
            busy={choices.loading}
            onChange={change}
            onSubmit={submit}
          />
          {/* shown once the year and track choices show what was filled */}
          {prefilled && student && !choices.loading ? (
            <PrefillNote
              testId="rank-prefilled"
              later={choices.year && student.examYear > choices.year ? `${student.examYear}年一分一段表尚未公布，先按${choices.year}年的表换算。` : ''}
            />
          ) : null}
          {choices.error ? <p className="zy-error-text" data-testid="rank-choices-error">{choices.error.message}</p> : null}
          {choices.years && !choices.years.length ? (
            <p className="zy-muted" data-testid="rank-no-years">暂无{province?.ProvinceName}的一分一段表</p>
          ) : null}
        </Segment>
      ) : null}
      {asked ? <RankResults query={asked} /> : null}
    </div>
  );
}
