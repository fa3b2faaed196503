import type { GroupMajors, RecommendRequest } from '../types';
import { recommendCall } from './call';

/** Recommend/GetRecommendMajorList(ByPredictScore): the majors of one group (UnitKey) in the exam year's plan. */
export const getRecommendMajorList = (body: RecommendRequest & { UnitKey: string }) => recommendCall<GroupMajors>('GetRecommendMajorList', body);
