import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import type { AdmissionProvince } from '@/features/admission/types';
import type { FormErrors, RecommendForm } from '../lib/form';
import { TAGS } from '../lib/query';
import type { Method } from '../types';
import { CollegeProvinceChecks } from './CollegeProvinceChecks';
import { FieldError } from './FieldError';

const METHODS: { key: Method; name: string }[] = [
  { key: 'WCF', name: '位次法' },
  { key: 'WDF', name: '位点法' },
];

/** The preferences: where the schools are, 985/211/双一流, a keyword, a tuition limit, and the method. */
export function PreferenceFields({ form, provinces, errors, onChange }: {
  form: RecommendForm;
  provinces: AdmissionProvince[];
  errors: FormErrors;
  onChange: (patch: Partial<RecommendForm>) => void;
}) {
  const toggleTag = (t: string) => onChange({ tags: form.tags.includes(t) ? form.tags.filter((x) => x !== t) : TAGS.filter((x) => x === t || form.tags.includes(x)) });
  return (
    <fieldset className="zy-rec-fieldset zy-rec-prefs" data-testid="rec-prefs">
      <legend>偏好（可选）</legend>
      <CollegeProvinceChecks provinces={provinces} value={form.collegeProvinces} onChange={(collegeProvinces) => onChange({ collegeProvinces })} />
      <div className="field">
        <span className="zy-rec-label" id="rec-tags-label">院校层次</span>
        <div className="zy-rec-checks" role="group" aria-labelledby="rec-tags-label">
          {TAGS.map((t) => (
            <label key={t} className="zy-rec-check">
              <input type="checkbox" checked={form.tags.includes(t)} onChange={() => toggleTag(t)} data-testid={`rec-tag-${t}`} />
              {t}
            </label>
          ))}
        </div>
      </div>
      <div className="two fields">
        <div className="field">
          <label htmlFor="rec-keyword">关键词</label>
          <input id="rec-keyword" value={form.keyword} maxLength={30} placeholder="院校或专业名称" onChange={(e) => onChange({ keyword: e.target.value })} data-testid="rec-keyword" />
        </div>
        <div className={`field${errors.maxTuition ? ' error' : ''}`}>
          <label htmlFor="rec-tuition">学费上限（元/年）</label>
          <input id="rec-tuition" value={form.maxTuition} inputMode="numeric" maxLength={6} placeholder="不限" onChange={(e) => onChange({ maxTuition: e.target.value })} data-testid="rec-tuition" />
          <FieldError text={errors.maxTuition} testId="rec-tuition-error" />
        </div>
      </div>
      <div className="field">
        <span className="zy-rec-label" id="rec-method-label">推荐方法</span>
        <div role="group" aria-labelledby="rec-method-label">
          <ChoiceButtons options={METHODS} value={form.method} onChange={(method) => onChange({ method })} testId="rec-method" itemTestId="rec-method" />
        </div>
        <p className="zy-muted zy-small">位次法：比较你的位次与各校往年投档位次（折算到今年的考生人数）；位点法：比较你高出批次线的分数与各校往年高出批次线的分数，需要填写分数。</p>
      </div>
    </fieldset>
  );
}
