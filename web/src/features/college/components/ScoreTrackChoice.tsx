import type { ScoreCheck, ScoreField, ScoreForm, TrackMode } from '../lib/score-query';
import type { TrackRule } from '../api/score-query';

/** The message under a field of the score query panel. */
export const FieldError = ({ errors, field }: { errors: ScoreCheck['errors']; field: ScoreField }) =>
  errors[field] ? (
    <span className="zy-score-error" role="alert" data-testid={`score-query-error-${field}`}>
      {errors[field]}
    </span>
  ) : null;

/** 首选 物理/历史 (3+1+2), 文科/理科 (old exam), or one track (3+3): blank and inactive. */
export function TrackChoice({ mode, rules, form, waiting, onChange, errors }: {
  mode: TrackMode | null;
  rules: TrackRule[];
  form: ScoreForm;
  waiting: boolean;
  onChange: (field: ScoreField, value: string) => void;
  errors: ScoreCheck['errors'];
}) {
  const field: ScoreField = mode === 'type' ? 'SubjectType' : 'SelectSubject';
  const options = mode === 'subject' || mode === 'type' ? rules.map((r) => ({ value: mode === 'type' ? String(r.SubjectType ?? '') : (r.SelectSubject ?? ''), text: r.Name })) : [];
  return (
    <div className="zy-score-field" role="group" aria-label={mode === 'type' ? '科类' : '科目'} data-testid="score-query-track">
      <span>{mode === 'type' ? '科类' : '科目'}</span>
      <div className="zy-score-track">
        {options.map((o) => (
          <button
            type="button"
            key={o.value}
            className={`zy-choice${form[field] === o.value ? ' active' : ''}`}
            aria-pressed={form[field] === o.value}
            onClick={() => onChange(field, o.value)}
            data-testid={`score-query-subject-${o.value}`}
          >
            {o.text}
          </button>
        ))}
        {mode === 'none' ? <span className="zy-muted" data-testid="score-query-subject-none">{rules[0]?.Name || '综合'}（不分科类）</span> : null}
        {mode === null ? <span className="zy-muted">{waiting ? '加载中…' : '先选年份'}</span> : null}
      </div>
      <FieldError errors={errors} field="SubjectType" />
      <FieldError errors={errors} field="SelectSubject" />
    </div>
  );
}
