import { useLoad } from '@/lib/use-load';
import { getHomeData } from '../api/get-home-data';

/** The home page's data for the visitor's province (undefined: no province chosen). */
export function useHomeData(provinceId: number | undefined) {
  return useLoad(() => getHomeData(provinceId), `home:${provinceId ?? 0}`);
}
