import { apiPost } from '@/lib/api-client';
import type { RankListAnswer, TrackParams } from '../types';

/** Public/LineRankList: the whole 一分一段 table of a province, year and track, bands by score descending. */
export const getLineRankList = (body: { ProvinceId: number; Year: number } & TrackParams) => apiPost<RankListAnswer>('Public/LineRankList', body);
