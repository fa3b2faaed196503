import { useAtomValue } from 'jotai';
import { Dropdown } from 'semantic-ui-react';
import { provinceListAtom } from '@/lib/site-config';

/** The provinces an item names (none: every province), from the app's province list. */
export function ProvincePicker({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const provinces = useAtomValue(provinceListAtom);
  const options = provinces.map((p) => ({ key: p.ProvinceId, value: p.ProvinceId, text: p.ProvinceName }));
  return (
    <Dropdown
      id="admin-provinces"
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
      data-testid="admin-provinces"
    />
  );
}
