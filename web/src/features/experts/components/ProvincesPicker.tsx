import { useAtomValue } from 'jotai';
import { Dropdown } from 'semantic-ui-react';
import { provinceListAtom } from '@/lib/site-config';

/**
 * The provinces an expert advises on (none: every province), from the app's province list. The
 * search box is `${id}-search`, for the field's <label>.
 */
export function ProvincesPicker({ id, value, onChange }: { id: string; value: number[]; onChange: (v: number[]) => void }) {
  const provinces = useAtomValue(provinceListAtom);
  const options = provinces.map((p) => ({ key: p.ProvinceId, value: Number(p.ProvinceId), text: p.ProvinceName }));
  return (
    <Dropdown
      id={id}
      className="zy-experts-provinces"
      searchInput={{ id: `${id}-search` }}
      fluid
      multiple
      search
      selection
      clearable
      placeholder="不选为全国"
      noResultsMessage="没有这个省份"
      options={options}
      value={value}
      onChange={(_e, d) => onChange(((d.value as number[]) ?? []).map(Number))}
      data-testid={id}
    />
  );
}
