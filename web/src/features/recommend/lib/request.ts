// The request bodies of a query (docs/API-RECOMMEND.md): the candidate, the filters, and for a
// list its tab, level and page.
import { trackParams } from '@/features/admission/lib/tracks';
import type { Level, RecommendRequest } from '../types';
import type { RecommendQuery } from './query';
import { tabLabel } from './tabs';

/** A typed number goes as a number; other text as it is, for the server to say what is wrong. */
const numberOrText = (v: string): number | string => (/^\d+$/.test(v) ? Number(v) : v);

/** The candidate and the filters: what Stat and every list share. */
export function baseRequest(q: RecommendQuery, level: Level | '' = q.level): RecommendRequest {
  const body: RecommendRequest = { ProvinceId: q.province, Year: q.year, ...trackParams(q.track) };
  if (q.subjects.length) body.SelectSubjects = q.subjects;
  if (q.score && q.predict) body.PredictScore = numberOrText(q.score);
  else if (q.score) body.Score = numberOrText(q.score);
  else body.Rank = numberOrText(q.rank);
  if (q.method !== 'WCF') body.Method = q.method;
  if (level) body.Level = level;
  if (q.collegeProvinces.length) body.CollegeProvinceIds = q.collegeProvinces;
  if (q.tags.length) body.Tags = q.tags;
  if (q.keyword) body.Keyword = q.keyword;
  if (q.maxTuition) body.MaxTuition = q.maxTuition;
  if (q.special) body.Special = true;
  return body;
}

/** A page of the list of a tab at a level. */
export function listRequest(q: RecommendQuery, level: Level): RecommendRequest {
  return { ...baseRequest(q, level), Label: tabLabel(q.tab), PageIndex: q.page, PageSize: q.size };
}
