import { Button } from 'semantic-ui-react';
import type { InfoQuery, ReachFilter } from '../lib/info-query';

const REACH: [ReachFilter, string][] = [
  ['', '全部'],
  ['reach', '可达'],
  ['rush', '冲刺'],
];

/** Year (the years with results), college province and 可达/冲刺. */
export function InfoFilters({ q, years, year, provinces, onChange }: {
  q: InfoQuery;
  years: number[];
  /** The year answered (the newest when none is chosen). */
  year: number | null;
  provinces: { ProvinceId: number; ProvinceName: string }[];
  onChange: (change: Partial<Pick<InfoQuery, 'year' | 'province' | 'reach'>>) => void;
}) {
  return (
    <div className="zy-diagnosis-filters" data-testid="diagnosis-filters">
      <label>
        投档年份
        <select value={year ? String(year) : ''} onChange={(e) => onChange({ year: Number(e.target.value) || null })} disabled={!years.length} data-testid="diagnosis-year">
          {years.length === 0 ? <option value="">暂无</option> : null}
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}年
            </option>
          ))}
        </select>
      </label>
      <label>
        院校所在地
        <select value={q.province ? String(q.province) : ''} onChange={(e) => onChange({ province: Number(e.target.value) || null })} data-testid="diagnosis-province">
          <option value="">全部省份</option>
          {provinces.map((p) => (
            <option key={p.ProvinceId} value={String(p.ProvinceId)}>
              {p.ProvinceName}
            </option>
          ))}
        </select>
      </label>
      <Button.Group size="small" data-testid="diagnosis-reach">
        {REACH.map(([value, text]) => (
          <Button key={value || 'all'} type="button" active={q.reach === value} primary={q.reach === value} aria-pressed={q.reach === value} onClick={() => onChange({ reach: value })} data-testid={`diagnosis-reach-${value || 'all'}`}>
            {text}
          </Button>
        ))}
      </Button.Group>
    </div>
  );
}
