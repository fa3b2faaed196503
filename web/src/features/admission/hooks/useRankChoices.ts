import { useLoad } from '@/lib/use-load';
import { getLineRankYears } from '../api/get-line-rank-years';
import { getProvinceIsNewExam } from '../api/get-province-is-new-exam';
import { pickYear } from '../lib/choices';
import { pickTrack, trackOptions, type TrackOption } from '../lib/tracks';
import type { RankForm } from '../lib/rank-form';

/**
 * The years (Public/LineRankYears) of the province and the tracks (Public/ProvinceIsNewExam) of
 * the year in use. An answer counts only for the province / year it was asked for, so a stale
 * list never drives the next request.
 */
export function useRankChoices(province: number | null, form: RankForm) {
  const years = useLoad(
    async () => ({ province, list: (await getLineRankYears({ ProvinceId: province! })) ?? [] }),
    province ? `rank-years:${province}` : null,
  );
  const yearList = years.data && years.data.province === province ? years.data.list.map((y) => y.Year) : null;
  const year = pickYear(yearList, form.year);
  const rulesKey = province && year ? `${province}:${year}` : null;
  const rules = useLoad(async () => ({ key: rulesKey, answer: await getProvinceIsNewExam({ ProvinceId: province!, Year: year! }) }), rulesKey);
  const tracks: TrackOption[] | null = rules.data && rules.data.key === rulesKey ? trackOptions(rules.data.answer?.RuleList) : null;
  const error = years.error ?? rules.error;
  return {
    years: yearList,
    year,
    tracks,
    track: tracks ? pickTrack(tracks, form.track) : null,
    /** Until the years and tracks of the province in use are known (an error ends the wait). */
    loading: Boolean(province) && !error && (yearList === null || (year !== null && tracks === null)),
    error,
  };
}
