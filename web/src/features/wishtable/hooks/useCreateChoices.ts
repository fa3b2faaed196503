import { useLoad } from '@/lib/use-load';
import { getProvinceIsNewExam } from '@/features/admission/api/get-province-is-new-exam';
import { useProvinces } from '@/features/admission/hooks/useProvinces';
import { pickTrack, trackOptions, type TrackOption } from '@/features/admission/lib/tracks';
import { getWishProvince } from '../api/get-wish-province';
import { getWishYears } from '../api/get-wish-years';
import { subjectChoice, type SubjectChoice } from '../lib/subjects';

/**
 * What the create form offers: the provinces, the exam years (Wish/WishYear), the province's
 * tracks and subjects that year, and its filling rule (unit, list length, what is unverified).
 */
export function useCreateChoices(province: number | null, year: number | null, track: string | null) {
  const provinces = useProvinces(province);
  const id = provinces.id;
  const years = useLoad(getWishYears, 'wish-years');
  const list = years.data?.Years ?? [];
  const y = year && list.includes(year) ? year : (years.data?.Current ?? null);
  const key = id && y ? `${id}:${y}` : null;
  const rules = useLoad(async () => ({ key, answer: await getProvinceIsNewExam({ ProvinceId: id!, Year: y! }) }), key ? `wish-tracks:${key}` : null);
  const rule = useLoad(async () => ({ key, answer: await getWishProvince({ ProvinceId: id!, Year: y! }) }), key ? `wish-rule:${key}` : null);
  const answer = rules.data?.key === key ? rules.data.answer : null;
  const tracks: TrackOption[] | null = answer ? trackOptions(answer.RuleList) : null;
  const subjects: SubjectChoice | null = answer ? subjectChoice(answer.ExamMode) : null;
  return {
    provinces,
    years: list,
    year: y,
    tracks,
    track: tracks ? pickTrack(tracks, track) : null,
    subjects,
    rule: rule.data?.key === key ? rule.data.answer : null,
    ruleError: rule.error?.message ?? '',
    loading: years.loading || (Boolean(id) && !answer),
    error: provinces.error ?? years.error ?? rules.error,
  };
}
