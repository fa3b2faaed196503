import { useAtomValue } from 'jotai';
import { Select } from '@/components/Select';
import { KeywordForm } from '@/features/content/components/KeywordForm';
import { provinceListAtom } from '@/lib/site-config';

/** The list's filters: a keyword (≤ 20 characters), a specialty and a province. */
export function ExpertFilters({ keyword, specialty, province, specialties, onChange }: {
  keyword: string;
  specialty: string;
  province: number;
  specialties: string[];
  onChange: (next: { keyword?: string; specialty?: string; province?: number }) => void;
}) {
  const provinces = useAtomValue(provinceListAtom);
  const specialtyOptions = [{ value: '', text: '全部擅长领域' }, ...specialties.map((s) => ({ value: s, text: s }))];
  const provinceOptions = [{ value: 0, text: '全部地区' }, ...provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }))];
  return (
    <div className="zy-experts-filters" data-testid="expert-filters">
      <KeywordForm keyword={keyword} onSubmit={(k) => onChange({ keyword: k })} label="搜索专家" placeholder="姓名、单位或介绍中的词，最多20个字" testId="expert-search" />
      <Select value={specialty} options={specialtyOptions} onChange={(s) => onChange({ specialty: s })} label="擅长领域" testId="expert-filter-specialty" />
      <Select value={province} options={provinceOptions} onChange={(p) => onChange({ province: p })} label="服务地区" testId="expert-filter-province" />
    </div>
  );
}
