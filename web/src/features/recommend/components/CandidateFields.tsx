import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import { ProvinceSelect } from '@/features/admission/components/ProvinceSelect';
import { YearSelect } from '@/features/admission/components/YearSelect';
import { needsChoice } from '@/features/admission/lib/tracks';
import type { FormErrors, RecommendForm } from '../lib/form';
import type { RecommendChoices } from './form-types';
import { FieldError } from './FieldError';
import { SubjectPicker } from './SubjectPicker';

/** Province, exam year, track (as the province's exam mode of that year has them) and subjects. */
export function CandidateFields({ form, choices, errors, onChange }: {
  form: RecommendForm;
  choices: RecommendChoices;
  errors: FormErrors;
  onChange: (patch: Partial<RecommendForm>) => void;
}) {
  const c = choices;
  return (
    <>
      <div className="two fields">
        <div className={`required field${errors.province ? ' error' : ''}`}>
          <label htmlFor="rec-province">招生地区</label>
          <ProvinceSelect id="rec-province" provinces={c.provinces.list} value={c.provinces.province?.ProvinceId ?? null} onChange={(id) => onChange({ province: id, year: null, track: null, subjects: [] })} testId="rec-province" />
          <FieldError text={errors.province} testId="rec-province-error" />
        </div>
        <div className={`required field${errors.year ? ' error' : ''}`}>
          <label htmlFor="rec-year">高考年份</label>
          <YearSelect id="rec-year" years={c.years ?? []} value={c.year} onChange={(y) => onChange({ year: y })} testId="rec-year" empty={!c.provinces.province ? '请先选择招生地区' : c.years ? '暂无年份' : '加载中....'} />
          <FieldError text={errors.year} testId="rec-year-error" />
        </div>
      </div>
      <div className={`field${errors.track ? ' error' : ''}`}>
        <span className="zy-rec-label" id="rec-track-label">{c.subjects?.mode === '3+1+2' ? '首选科目' : '科类'}</span>
        {!c.tracks && !c.provinces.province ? <span className="zy-muted" data-testid="rec-track-no-province">请先选择招生地区</span> : null}
        {!c.tracks && c.provinces.province ? <span className="zy-muted" data-testid="rec-track-loading">加载中....</span> : null}
        {c.tracks && !needsChoice(c.tracks) ? <span data-testid="rec-track-single">{c.tracks[0]?.name || '综合'}（不分科类）</span> : null}
        {c.tracks && needsChoice(c.tracks) ? (
          <div role="group" aria-labelledby="rec-track-label">
            <ChoiceButtons options={c.tracks} value={c.track} onChange={(t) => onChange({ track: t })} testId="rec-tracks" itemTestId="rec-track" />
          </div>
        ) : null}
        <FieldError text={errors.track} testId="rec-track-error" />
      </div>
      {c.subjects ? <SubjectPicker mode={c.subjects} value={form.subjects} onChange={(subjects) => onChange({ subjects })} /> : null}
      <FieldError text={errors.subjects} testId="rec-subjects-error" />
    </>
  );
}
