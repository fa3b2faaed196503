import { useLoad } from '@/lib/use-load';
import type { QueryParameters } from '../../api/results-types';
import { useProvinces } from '../../hooks/useProvinces';
import { pickYear } from '../../lib/choices';
import { batchesOf, offered, tracksOf } from './facets';
import type { SearchChoices } from './SearchForm';
import type { SearchState } from './search-state';

/**
 * The province (the asked one, else the site's selected one), what it holds (`load`: the results'
 * or the plans' parameters) and the year, track and batch in use: the asked ones when offered,
 * else the newest year and 不限.
 */
export function useSearchChoices(state: SearchState, load: (provinceId: number) => Promise<QueryParameters>, kind: string) {
  const provinces = useProvinces(state.province);
  const province = provinces.province;
  const id = province?.ProvinceId ?? null;
  const loaded = useLoad(async () => ({ id, params: await load(id!) }), id ? `${kind}:${id}` : null);
  // An answer counts only for the province it was asked for.
  const params = loaded.data && loaded.data.id === id ? loaded.data.params : null;
  const years = params?.Years ?? [];
  const year = pickYear(years, state.year);
  const tracks = tracksOf(params, year);
  const track = offered(tracks, state.track);
  const batches = batchesOf(params, year, track);
  const batch = offered(batches, state.batch);
  const choices: SearchChoices = { provinces: provinces.list, province, years, year, tracks, track, batches, batch };
  return { provinces, params, paramsLoading: loaded.loading, paramsError: loaded.error, choices };
}
