import { useAtomValue } from 'jotai';
import { SelectMany } from '@/components/SelectMany';
import { provinceListAtom } from '@/lib/site-config';

/**
 * The provinces an expert advises on (none: every province), from the app's province list: the
 * site's one drop-down adds a province (id `id`, for the field's <label>), each chosen one has a
 * 移除 button.
 */
export function ProvincesPicker({ id, value, onChange }: { id: string; value: number[]; onChange: (v: number[]) => void }) {
  const provinces = useAtomValue(provinceListAtom);
  const options = provinces.map((p) => ({ value: Number(p.ProvinceId), text: p.ProvinceName }));
  return <SelectMany id={id} value={value} options={options} onChange={onChange} addText="添加服务省份…" noneText="未选省份：服务全国" testId={id} />;
}
