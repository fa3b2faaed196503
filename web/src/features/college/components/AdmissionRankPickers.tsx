import { Select } from '@/components/Select';
import type { AdmissionAsk } from './admission-rank';
import type { AdmissionChoice } from './useAdmissionChoice';

/** One row of buttons without 不限: the ranking needs one value. */
function PickRow<T extends string | number>({ label, options, value, onChange, testId }: {
  label: string;
  options: { key: T; name: string }[];
  value: T | null;
  onChange: (key: T) => void;
  testId: string;
}) {
  return (
    <div className="zy-choice-row" data-testid={testId} role="group" aria-label={label}>
      <span className="zy-choice-label">{label}：</span>
      <div className="zy-choice-list">
        {options.map((o) => (
          <button
            type="button"
            key={String(o.key)}
            className={`zy-choice${o.key === value ? ' active' : ''}`}
            aria-pressed={o.key === value}
            onClick={() => onChange(o.key)}
            data-testid={`${testId}-${o.key}`}
          >
            {o.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The candidate's side of the 录取位次 ranking: the province where they sit the exam (default:
 * the site's selected province), a year with admission results there, and the track the year
 * offers (物理/历史 for 3+1+2, 文科/理科 for the old exam, none for 3+3). A change asks for
 * the whole choice, so the URL always names what is shown.
 */
export function AdmissionRankPickers({ choice, onChange }: { choice: AdmissionChoice; onChange: (ask: AdmissionAsk) => void }) {
  const current: AdmissionAsk = { exam: choice.exam, year: choice.year, track: choice.track || null };
  return (
    <div className="zy-admission-rank-pickers" data-testid="rank-admission-pickers">
      <div className="zy-choice-row" role="group" aria-label="招生省份">
        <label className="zy-choice-label" htmlFor="rank-exam-province">
          招生省份：
        </label>
        <div className="zy-choice-list">
          <Select
            id="rank-exam-province"
            compact
            value={choice.exam || null}
            options={choice.provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }))}
            placeholder={choice.provinces.length ? '请选择招生省份' : '加载中....'}
            disabled={!choice.provinces.length}
            onChange={(exam) => onChange({ exam, year: null, track: null })}
            testId="rank-exam-province"
          />
        </div>
      </div>
      {choice.years?.length ? (
        <PickRow
          label="录取年份"
          options={choice.years.map((y) => ({ key: y, name: `${y}年` }))}
          value={choice.year}
          onChange={(y) => onChange({ ...current, year: y })}
          testId="rank-exam-year"
        />
      ) : null}
      {choice.tracks?.some((t) => t.key) ? (
        <PickRow label="科类" options={choice.tracks} value={choice.track} onChange={(t) => onChange({ ...current, track: t })} testId="rank-exam-track" />
      ) : null}
    </div>
  );
}
