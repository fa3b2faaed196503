import type { AdmissionProvince } from '../types';

/** A native select of the provinces (Public/ProvinceList). */
export function ProvinceSelect({ id, provinces, value, onChange, testId }: {
  id: string;
  provinces: AdmissionProvince[];
  value: number | null;
  onChange: (id: number) => void;
  testId: string;
}) {
  return (
    <select id={id} className="ui fluid dropdown" value={value ? String(value) : ''} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
      <option value="" disabled>
        请选择招生地区
      </option>
      {provinces.map((p) => (
        <option key={p.ProvinceId} value={String(p.ProvinceId)}>
          {p.ProvinceName}
        </option>
      ))}
    </select>
  );
}
