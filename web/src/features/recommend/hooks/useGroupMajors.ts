import { useLoad } from '@/lib/use-load';
import { getRecommendMajorList } from '../api/get-recommend-major-list';
import type { RecommendQuery } from '../lib/query';
import { baseRequest } from '../lib/request';

/** The majors of a group in the exam year's plan, loaded once the row is opened. */
export function useGroupMajors(q: RecommendQuery, unitKey: string, open: boolean) {
  const body = { ...baseRequest(q, 'group'), UnitKey: unitKey };
  return useLoad(() => getRecommendMajorList(body), open ? JSON.stringify(body) : null);
}
