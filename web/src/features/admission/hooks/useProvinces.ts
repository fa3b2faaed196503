import { useAtomValue } from 'jotai';
import { examProvinceAtom } from '@/lib/site-config';
import { useLoad } from '@/lib/use-load';
import { getProvinceList } from '../api/get-province-list';
import { pickProvince } from '../lib/choices';

/**
 * The provinces of Public/ProvinceList and the one in use: the chosen one, else the site's
 * selected province. `id` is known before the list arrives, so the province's own data can
 * load alongside it; once the list is there it must name the province.
 */
export function useProvinces(chosen: number | null) {
  const loaded = useLoad(getProvinceList, 'admission-provinces');
  const selected = useAtomValue(examProvinceAtom);
  const list = loaded.data ?? [];
  const province = pickProvince(list, chosen, selected?.ProvinceId);
  const early = chosen ?? (selected?.ProvinceId ? Number(selected.ProvinceId) : null);
  const id = loaded.data ? (province?.ProvinceId ?? null) : loaded.error ? null : early;
  return { list, loading: loaded.loading, error: loaded.error, province, id };
}
