import { INTRO_MAX, INTRO_MIN, SPECIALTIES_MAX, charCount, toggleSpecialty, type ProfileForm } from '../lib/profile-form';
import { ProvincesPicker } from './ProvincesPicker';

/**
 * The profile's fields (inside a `ui form`): name, title, unit, years, introduction with its
 * count, 1–5 specialties from the server's list and the provinces (optional). Used by the
 * application and by the console's review.
 */
export function ProfileFields({ form, onChange, specialties, prefix }: {
  form: ProfileForm;
  onChange: (patch: Partial<ProfileForm>) => void;
  specialties: string[];
  /** Ids and test ids start with it (expert-apply, expert-review). */
  prefix: string;
}) {
  const intro = charCount(form.Intro);
  const text = (key: 'Name' | 'Title' | 'Org', label: string, max: number, hint?: string) => (
    <div className="field required">
      <label htmlFor={`${prefix}-${key}`}>{label}</label>
      <input id={`${prefix}-${key}`} maxLength={max} value={form[key]} placeholder={hint} onChange={(e) => onChange({ [key]: e.target.value })} data-testid={`${prefix}-${key}`} />
    </div>
  );
  return (
    <div className="zy-experts-fields">
      {text('Name', '姓名', 20, '2–20 个字')}
      {text('Title', '身份或职称', 30, '如：高中生涯规划教师')}
      {text('Org', '所在单位', 50, '如：某市第一中学')}
      <div className="field required">
        <label htmlFor={`${prefix}-Years`}>从业年限（年）</label>
        <input id={`${prefix}-Years`} type="number" min={0} max={60} step={1} inputMode="numeric" value={form.Years} onChange={(e) => onChange({ Years: e.target.value })} data-testid={`${prefix}-Years`} />
      </div>
      <div className="field required zy-experts-wide">
        <label htmlFor={`${prefix}-Intro`}>个人介绍</label>
        <textarea
          id={`${prefix}-Intro`}
          rows={6}
          maxLength={INTRO_MAX}
          value={form.Intro}
          placeholder="你的教育背景、从业经历、服务过的学生和擅长解决的问题"
          aria-describedby={`${prefix}-Intro-count`}
          onChange={(e) => onChange({ Intro: e.target.value })}
          data-testid={`${prefix}-Intro`}
        />
        <div id={`${prefix}-Intro-count`} className={`zy-experts-counter zy-experts-small${intro && intro < INTRO_MIN ? ' short' : ''}`} data-testid={`${prefix}-Intro-count`}>
          {intro}/{INTRO_MAX} 字（至少 {INTRO_MIN} 字）
        </div>
      </div>
      <fieldset className="field required zy-experts-wide zy-experts-checks" data-testid={`${prefix}-Specialties`}>
        <legend>
          擅长领域（选 1–{SPECIALTIES_MAX} 项，已选 {form.Specialties.length} 项）
        </legend>
        {specialties.map((s) => {
          const on = form.Specialties.includes(s);
          return (
            <label key={s} className={on ? 'on' : ''}>
              <input type="checkbox" checked={on} disabled={!on && form.Specialties.length >= SPECIALTIES_MAX} onChange={() => onChange({ Specialties: toggleSpecialty(form.Specialties, s) })} />
              {s}
            </label>
          );
        })}
      </fieldset>
      <div className="field zy-experts-wide">
        <label htmlFor={`${prefix}-Provinces`}>服务省份（选填，不选为全国）</label>
        <ProvincesPicker id={`${prefix}-Provinces`} value={form.Provinces} onChange={(Provinces) => onChange({ Provinces })} />
      </div>
    </div>
  );
}
