import { apiPost } from '@/lib/api-client';
import type { Coverage } from '../types';

/**
 * Career/SelSubjectCategoryOfProvinceList: every combination of a province's exam year with the
 * share of the newest plans it opens, overall and within the liked 专业类 (public). A province-year
 * still on 文理 answers 400 with its reason: the page shows it.
 */
export const getCoverage = (ProvinceId: number, ExamYear: number, Majors: string[]) =>
  apiPost<Coverage>('Career/SelSubjectCategoryOfProvinceList', { ProvinceId, ExamYear, Majors }, { silent: true });
