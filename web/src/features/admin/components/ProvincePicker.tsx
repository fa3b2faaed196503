import { useAtomValue } from 'jotai';
import { SelectMany } from '@/components/SelectMany';
import { provinceListAtom } from '@/lib/site-config';

/** The provinces an item names (none: every province), from the app's province list. */
export function ProvincePicker({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const provinces = useAtomValue(provinceListAtom);
  const options = provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }));
  return <SelectMany id="admin-provinces" value={value} options={options} onChange={onChange} addText="添加省份…" noneText="未选省份：全国" testId="admin-provinces" />;
}
