import { useStudentContext } from '@/lib/student-context';
import { useLoad } from '@/lib/use-load';
import { getLineRankYears } from '@/features/admission/api/get-line-rank-years';
import { getProvinceIsNewExam } from '@/features/admission/api/get-province-is-new-exam';
import { useProvinces } from '@/features/admission/hooks/useProvinces';
import { pickTrack, trackOptions, type TrackOption } from '@/features/admission/lib/tracks';
import type { RecommendForm } from '../lib/form';
import { subjectMode, type SubjectMode } from '../lib/subjects';
import { examYears, pickExamYear } from '../lib/years';

/**
 * What the form offers: the provinces, the exam years of the province (its 一分一段 years and the
 * coming exam), and the tracks and subjects of the province's exam mode in that year. An answer
 * counts only for the province or year it was asked for.
 */
export function useRecommendChoices(form: RecommendForm) {
  const provinces = useProvinces(form.province);
  const id = provinces.id;
  const student = useStudentContext();
  const tables = useLoad(async () => ({ id, years: ((await getLineRankYears({ ProvinceId: id! })) ?? []).map((y) => y.Year) }), id ? `rec-years:${id}` : null);
  const tableYears = tables.data && tables.data.id === id ? tables.data.years : null;
  const years = tableYears ? examYears(tableYears, student?.provinceId === id ? student.examYear : null, new Date().getFullYear()) : null;
  const year = years ? pickExamYear(years, form.year, tableYears ?? []) : null;
  const rulesKey = id && year ? `${id}:${year}` : null;
  const rules = useLoad(async () => ({ key: rulesKey, answer: await getProvinceIsNewExam({ ProvinceId: id!, Year: year! }) }), rulesKey);
  const answer = rules.data && rules.data.key === rulesKey ? rules.data.answer : null;
  const tracks: TrackOption[] | null = answer ? trackOptions(answer.RuleList) : null;
  const subjects: SubjectMode | null = answer ? subjectMode(answer.ExamMode) : null;
  const error = provinces.error ?? tables.error ?? rules.error;
  return {
    provinces,
    years,
    year,
    tracks,
    track: tracks ? pickTrack(tracks, form.track) : null,
    subjects,
    /** Until the years and the tracks of the province in use are known (an error ends the wait). */
    loading: Boolean(id) && !error && (years === null || tracks === null),
    error,
  };
}
