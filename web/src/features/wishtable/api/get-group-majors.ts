import { apiPost } from '@/lib/api-client';
import type { CandidateRequest, GroupMajors } from '../types';

/** Recommend/GetRecommendMajorList: the majors of a group (UnitKey) in the exam year's plan. */
export const getGroupMajors = (body: CandidateRequest & { UnitKey: string }) =>
  apiPost<GroupMajors>('Recommend/GetRecommendMajorList', body, { silent: true, timeoutMs: 120_000 });
