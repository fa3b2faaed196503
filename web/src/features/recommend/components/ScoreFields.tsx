import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import type { FormErrors, RecommendForm } from '../lib/form';
import { FieldError } from './FieldError';

const BY = [
  { key: 'score' as const, name: '按分数' },
  { key: 'rank' as const, name: '按位次' },
];

/** A score (the exam's, or a 预估分 before it) or a rank in the province's track. */
export function ScoreFields({ form, maxScore, errors, onChange }: {
  form: RecommendForm;
  maxScore?: number;
  errors: FormErrors;
  onChange: (patch: Partial<RecommendForm>) => void;
}) {
  const byScore = form.by === 'score';
  return (
    <div className="zy-rec-score">
      <div className="field">
        <span className="zy-rec-label" id="rec-by-label">填写方式</span>
        <div role="group" aria-labelledby="rec-by-label">
          <ChoiceButtons options={BY} value={form.by} onChange={(by) => onChange({ by, value: '', predict: by === 'score' && form.predict })} testId="rec-by" itemTestId="rec-by" />
        </div>
      </div>
      <div className={`required field${errors.value ? ' error' : ''}`}>
        <label htmlFor="rec-value">{byScore ? (form.predict ? '预估分数' : '高考分数') : '位次'}</label>
        <input
          id="rec-value"
          value={form.value}
          inputMode="numeric"
          maxLength={byScore ? 3 : 7}
          autoComplete="off"
          placeholder={byScore ? `0–${maxScore || 750}` : '例如 30891'}
          onChange={(e) => onChange({ value: e.target.value })}
          data-testid="rec-value"
        />
        <FieldError text={errors.value} testId="rec-value-error" />
      </div>
      {byScore ? (
        <div className="field zy-rec-predict">
          <label className="zy-rec-check">
            <input type="checkbox" checked={form.predict} onChange={(e) => onChange({ predict: e.target.checked })} data-testid="rec-predict" />
            预估分（考前估计的分数：按上下15分的不确定性计算概率）
          </label>
        </div>
      ) : null}
    </div>
  );
}
