import { apiPostNoted, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSchooScoreList (the spec's spelling): a college's school- and group-level lines in a province, newest first. */
export const getLineSchoolScoreList = async (body: SchoolRequest, opts?: RequestOptions): Promise<SchoolLines> => {
  const { data, message } = await apiPostNoted<SchoolLines>('Public/LineSchooScoreList', body, opts);
  return { ...(data ?? { CollegeCode: '', CollegeName: '', Years: [], List: [] }), Message: message };
};
