import { Button } from 'semantic-ui-react';
import type { InfoQuery, ReachFilter } from '../lib/info-query';
import { Select } from '@/components/Select';

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
        <Select
          compact
          value={year || ''}
          options={years.length ? years.map((y) => ({ value: y, text: `${y}年` })) : [{ value: '', text: '暂无' }]}
          onChange={(y) => onChange({ year: Number(y) || null })}
          disabled={!years.length}
          testId="diagnosis-year"
        />
      </label>
      <label>
        院校所在地
        <Select
          compact
          value={q.province || ''}
          options={[{ value: '', text: '全部省份' }, ...provinces.map((pr) => ({ value: pr.ProvinceId, text: pr.ProvinceName }))]}
          onChange={(pr) => onChange({ province: Number(pr) || null })}
          testId="diagnosis-province"
        />
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
