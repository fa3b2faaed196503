import { useAtomValue } from 'jotai';
import { provinceListAtom } from '@/lib/site-config';

/** The provinces an expert advises on, by name (none: every province). */
export function ProvinceNames({ ids }: { ids: number[] | null }) {
  const provinces = useAtomValue(provinceListAtom);
  const names = (ids ?? []).map((id) => provinces.find((p) => Number(p.ProvinceId) === id)?.ProvinceName ?? String(id));
  return <span data-testid="expert-provinces">{names.length ? `服务地区：${names.join('、')}` : '服务地区：全国'}</span>;
}
