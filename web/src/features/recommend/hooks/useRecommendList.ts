import { useLoad } from '@/lib/use-load';
import { getRecommendCollegeList } from '../api/get-recommend-college-list';
import { getRecommendMajorAndCollegeList } from '../api/get-recommend-major-and-college-list';
import type { RecommendQuery } from '../lib/query';
import { listRequest } from '../lib/request';
import type { Level } from '../types';

/** A page of the list at a level: majors from the 专业+院校 call, groups and schools from the other. */
export function useRecommendList(q: RecommendQuery | null, level: Level | null) {
  const body = q && level ? listRequest(q, level) : null;
  const load = () => (level === 'major' ? getRecommendMajorAndCollegeList(body!) : getRecommendCollegeList(body!));
  return useLoad(load, body ? JSON.stringify(body) : null);
}
