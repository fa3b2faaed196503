import type { AdmissionProvince } from '@/features/admission/types';

/** 院校所在地区: any number of provinces (none: 不限), folded until opened. */
export function CollegeProvinceChecks({ provinces, value, onChange }: {
  provinces: AdmissionProvince[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const names = provinces.filter((p) => value.includes(p.ProvinceId)).map((p) => p.ProvinceName);
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <details className="zy-rec-provinces" data-testid="rec-college-provinces">
      <summary>
        院校所在地区：<span data-testid="rec-college-provinces-chosen">{names.length ? names.join('、') : '不限'}</span>
      </summary>
      <fieldset className="zy-rec-fieldset">
        <legend className="zy-visually-hidden">院校所在地区</legend>
        <div className="zy-rec-checks">
          {provinces.map((p) => (
            <label key={p.ProvinceId} className="zy-rec-check">
              <input type="checkbox" checked={value.includes(p.ProvinceId)} onChange={() => toggle(p.ProvinceId)} data-testid={`rec-cp-${p.ProvinceId}`} />
              {p.ProvinceName}
            </label>
          ))}
        </div>
        {value.length ? (
          <button type="button" className="ui mini basic button" onClick={() => onChange([])} data-testid="rec-cp-clear">
            不限地区
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
