import { useAtomValue } from 'jotai';
import { Select } from '@/components/Select';
import { provinceListAtom } from '@/lib/site-config';
import { examYears } from '../lib/stats-query';
import type { SubjectFlow } from '../lib/subject-flow';

/** 高考省份 and 高考年份 of the 选科 pages (the coming exam, one year before and two after). */
export function ProvinceYearFields({ flow, wishYear, onChange, testId }: {
  flow: SubjectFlow;
  wishYear: number;
  onChange: (patch: Partial<SubjectFlow>) => void;
  testId: string;
}) {
  const provinces = useAtomValue(provinceListAtom);
  const years = examYears(wishYear);
  if (flow.year && !years.includes(flow.year)) years.unshift(flow.year);
  const provinceOptions = provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }));
  if (!flow.province) provinceOptions.unshift({ value: 0, text: '请选择省份' });
  return (
    <div className="zy-test-fields" data-testid={testId}>
      <label className="zy-test-field">
        <span>高考省份</span>
        <Select value={flow.province} options={provinceOptions} onChange={(province) => onChange({ province })} label="高考省份" testId={`${testId}-province`} />
      </label>
      <label className="zy-test-field">
        <span>高考年份</span>
        <Select value={flow.year} options={years.map((y) => ({ value: y, text: `${y}年高考` }))} onChange={(year) => onChange({ year })} label="高考年份" testId={`${testId}-year`} />
      </label>
    </div>
  );
}
