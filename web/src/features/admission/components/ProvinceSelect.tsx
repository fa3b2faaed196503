import { Select } from '@/components/Select';
import type { AdmissionProvince } from '../types';

/** The site's drop-down of the provinces (Public/ProvinceList). */
export function ProvinceSelect({ id, provinces, value, onChange, testId }: {
  id: string;
  provinces: AdmissionProvince[];
  value: number | null;
  onChange: (id: number) => void;
  testId: string;
}) {
  return (
    <Select
      id={id}
      fluid
      value={value || null}
      options={provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }))}
      onChange={onChange}
      placeholder="请选择招生地区"
      testId={testId}
    />
  );
}
