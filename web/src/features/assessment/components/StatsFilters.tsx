import { useAtomValue } from 'jotai';
import { Select } from '@/components/Select';
import { provinceListAtom, webConfigAtom } from '@/lib/site-config';
import { examYears, SEX_OPTIONS, type StatsQuery } from '../lib/stats-query';

/** 省份, 高考年份, 性别 of 大家的测评 (0: no filter). */
export function StatsFilters({ query, onChange }: { query: StatsQuery; onChange: (q: StatsQuery) => void }) {
  const provinces = useAtomValue(provinceListAtom);
  const wishYear = useAtomValue(webConfigAtom)?.WishYear ?? new Date().getFullYear();
  const years = examYears(wishYear);
  if (query.ExamYear && !years.includes(query.ExamYear)) years.unshift(query.ExamYear);
  return (
    <div className="zy-test-filters" data-testid="test-stats-filters">
      <Select
        compact
        label="考生所在省份"
        value={query.ProvinceId}
        options={[{ value: 0, text: '全部省份' }, ...provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }))]}
        onChange={(ProvinceId) => onChange({ ...query, ProvinceId })}
        testId="test-stats-province"
      />
      <Select
        compact
        label="高考年份"
        value={query.ExamYear}
        options={[{ value: 0, text: '全部年份' }, ...years.map((y) => ({ value: y, text: `${y}年高考` }))]}
        onChange={(ExamYear) => onChange({ ...query, ExamYear })}
        testId="test-stats-year"
      />
      <Select compact label="性别" value={query.Sex} options={SEX_OPTIONS} onChange={(Sex) => onChange({ ...query, Sex })} testId="test-stats-sex" />
    </div>
  );
}
