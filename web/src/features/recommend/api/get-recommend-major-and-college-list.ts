import type { RecommendList, RecommendRequest } from '../types';
import { recommendCall } from './call';

/** Recommend/GetRecommendMajorAndCollegeList(ByPredictScore): a page of 专业+院校 units with their probability. */
export const getRecommendMajorAndCollegeList = (body: RecommendRequest) => recommendCall<RecommendList>('GetRecommendMajorAndCollegeList', body);
