import { ApiError } from '@/lib/api-client';
import { useLoad } from '@/lib/use-load';
import { getEnrollmentPlan } from '@/features/admission/api/plans-enrollment-plan';
import { getLineSchoolScoreList } from '@/features/admission/api/results-line-school-score-list';
import { getLineSpecialtyScoreBatchList } from '@/features/admission/api/results-line-specialty-score-batch-list';
import { getLineSpecialtyScoreList } from '@/features/admission/api/results-line-specialty-score-list';
import { majorYears, type CollegeAdmission } from '../lib/compare-admission';

const silent = { silent: true } as const;
const list = <T,>(x: T[] | null | undefined): T[] => (Array.isArray(x) ? x : []);

/**
 * One college's lines and plans in a province, through the calls of its detail page: the
 * school/group lines of every year (Public/LineSchooScoreList), the years of its major lines
 * (Public/LineSpecialtyScoreBatchList), the plans (Public/EnrollmentPlan), and the major lines
 * of the years that have no group line (浙江, 山东, …). A failure stays with the college.
 */
export async function loadCollegeAdmission(provinceId: number, code: string): Promise<CollegeAdmission> {
  const where = { ProvinceId: provinceId, CollegeId: code };
  try {
    const [groups, facets, plans] = await Promise.all([
      getLineSchoolScoreList(where, silent),
      getLineSpecialtyScoreBatchList(where),
      getEnrollmentPlan(where),
    ]);
    const groupRows = list(groups?.List);
    const majorFacets = list(facets);
    const years = majorYears(groupRows, majorFacets);
    const majors = await Promise.all(years.map((Year) => getLineSpecialtyScoreList({ ...where, Year }, silent)));
    return { code, groups: groupRows, majorFacets, majors: majors.flatMap((m) => list(m?.List)), plans: list(plans?.List), error: '' };
  } catch (e) {
    const error = e instanceof ApiError || e instanceof Error ? e.message : String(e);
    return { code, groups: [], majorFacets: [], majors: [], plans: [], error: error || '读取失败，请稍后重试' };
  }
}

/** The admission data of the compared colleges (by 院校代码) in the province; null while it loads or without a province. */
export function useCompareAdmission(provinceId: number | null, codes: string[]) {
  const key = provinceId && codes.length ? `compare-admission:${provinceId}:${codes.join(',')}` : null;
  const loaded = useLoad(async () => ({ key, colleges: await Promise.all(codes.map((c) => loadCollegeAdmission(provinceId!, c))) }), key);
  // An answer counts only for the province and colleges it was asked for.
  const colleges = loaded.data && loaded.data.key === key ? loaded.data.colleges : null;
  return { colleges, loading: key !== null && !colleges };
}
