import { useLoad } from '@/lib/use-load';
import { getLineSchoolScoreList } from '../../api/results-line-school-score-list';
import { getLineSpecialtyScoreList } from '../../api/results-line-specialty-score-list';
import type { ResultItem } from '../../api/results-types';

export interface SchoolHistory {
  provinceId: number;
  collegeName: string;
  rows: ResultItem[];
  /** The rows are major-level: the province (or those years) published no school/group line for the school. */
  major: boolean;
  /** The server's word for an empty answer. */
  message: string;
}

/**
 * All years of a college's lines in a province: school/group level, or, where there is none
 * (provinces filing by 专业+院校 such as 浙江 and 山东), major level. Only the answer for the
 * asked province counts.
 */
export function useSchoolLines(provinceId: number | null, collegeId: string, silent = false) {
  const opts = silent ? { silent: true } : undefined;
  const loaded = useLoad(async (): Promise<SchoolHistory> => {
    const where = { ProvinceId: provinceId!, CollegeId: collegeId };
    const groups = await getLineSchoolScoreList(where, opts);
    const list = Array.isArray(groups?.List) ? groups.List : [];
    if (list.length) return { provinceId: provinceId!, collegeName: groups.CollegeName, rows: list, major: false, message: '' };
    const majors = await getLineSpecialtyScoreList(where, opts);
    const rows = Array.isArray(majors?.List) ? majors.List : [];
    return {
      provinceId: provinceId!,
      collegeName: groups?.CollegeName || majors?.CollegeName || '',
      rows,
      major: rows.length > 0,
      message: rows.length ? '' : groups?.Message || '',
    };
  }, provinceId && collegeId ? `school-lines:${provinceId}:${collegeId}` : null);
  const data = loaded.data && loaded.data.provinceId === provinceId ? loaded.data : null;
  return { data, loading: loaded.loading, error: loaded.error };
}
