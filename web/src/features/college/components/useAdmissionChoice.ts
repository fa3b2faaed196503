import { useAtomValue } from 'jotai';
import { examProvinceAtom } from '@/lib/site-config';
import { useStudentContext } from '@/lib/student-context';
import { useLoad } from '@/lib/use-load';
import { getProvinceList } from '@/features/admission/api/get-province-list';
import { getProvinceIsNewExam } from '@/features/admission/api/get-province-is-new-exam';
import { getResultQueryParameters } from '@/features/admission/api/results-get-query-parameters';
import type { RankListRequest } from '../api/get-college-rank-list';
import { admissionParams, pickTrack, pickYear, trackChoices, type AdmissionAsk, type TrackChoice } from './admission-rank';

export interface AdmissionChoice {
  provinces: { ProvinceId: number; ProvinceName: string }[];
  /** The candidate's province: the asked one, else the site's selected province. */
  exam: number | null;
  examName: string;
  /** The years with admission results of the province, newest first (null until known). */
  years: number[] | null;
  year: number | null;
  /** The tracks of that year (null until known; [综合] for 3+3). */
  tracks: TrackChoice[] | null;
  track: string;
  /** The ranking's request fields once province, year and track are known. */
  params: Pick<RankListRequest, 'ExamProvinceId' | 'Year' | 'SubjectType' | 'SelectSubject'> | null;
  loading: boolean;
  error: string;
}

/**
 * The candidate's province (Public/ProvinceList; the header's province unless asked), the years of
 * its admission results (AdmissionData/GetAdmissionMajorQueryParameters) and the tracks of the year
 * in use (Public/ProvinceIsNewExam; the signed-in student's track unless asked). Nothing loads unless `active`. An answer counts only for the
 * province / year it was asked for, so a stale list never drives the ranking's request.
 */
export function useAdmissionChoice(ask: AdmissionAsk, active: boolean): AdmissionChoice {
  const selected = useAtomValue(examProvinceAtom);
  const listed = useLoad(getProvinceList, active ? 'rank-admission-provinces' : null);
  const provinces = listed.data ?? [];
  const site = selected?.ProvinceId ? Number(selected.ProvinceId) : null;
  // The list must name the province (a link may carry any number).
  const found = provinces.find((p) => p.ProvinceId === ask.exam) ?? provinces.find((p) => p.ProvinceId === site) ?? null;
  const exam = active ? (found?.ProvinceId ?? null) : null;

  const params = useLoad(async () => ({ exam, answer: await getResultQueryParameters(exam!) }), exam ? `rank-admission-years:${exam}` : null);
  const years = params.data && params.data.exam === exam ? [...(params.data.answer?.Years ?? [])].sort((a, b) => b - a) : null;
  const year = years ? pickYear(years, ask.year) : null;

  const rulesKey = exam && year ? `${exam}:${year}` : null;
  const rules = useLoad(async () => ({ key: rulesKey, answer: await getProvinceIsNewExam({ ProvinceId: exam!, Year: year! }) }), rulesKey);
  const tracks = rules.data && rules.data.key === rulesKey ? trackChoices(rules.data.answer?.RuleList) : null;
  // Unless asked: the signed-in student's own track where the year offers it, else the first.
  const own = useStudentContext()?.track ?? null;
  const track = tracks ? pickTrack(tracks, ask.track ?? own) : '';

  const error = listed.error ?? params.error ?? rules.error;
  const waiting = (active && !listed.data) || (exam !== null && years === null) || (year !== null && tracks === null);
  return {
    provinces,
    exam,
    examName: found?.ProvinceName ?? '',
    years,
    year,
    tracks,
    track,
    params: exam && year && tracks ? admissionParams(exam, year, track) : null,
    loading: active && !error && waiting,
    error: error?.message ?? '',
  };
}
