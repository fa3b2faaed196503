import type { RecommendList, RecommendRequest } from '../types';
import { recommendCall } from './call';

/** Recommend/GetRecommendCollegeList(ByPredictScore): a page of groups or schools with their probability. */
export const getRecommendCollegeList = (body: RecommendRequest) => recommendCall<RecommendList>('GetRecommendCollegeList', body);
