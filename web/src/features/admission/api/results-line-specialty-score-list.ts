import { apiPostNoted, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSpecialtyScoreList: a college's major-level lines in a province, newest first. */
export const getLineSpecialtyScoreList = async (body: SchoolRequest, opts?: RequestOptions): Promise<SchoolLines> => {
  const { data, message } = await apiPostNoted<SchoolLines>('Public/LineSpecialtyScoreList', body, opts);
  return { ...(data ?? { CollegeCode: '', CollegeName: '', Years: [], List: [] }), Message: message };
};
