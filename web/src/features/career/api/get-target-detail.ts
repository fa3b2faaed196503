import { RECOMMEND_TIMEOUT_MS } from '@/features/recommend/api/call';
import type { TargetDetail } from '../types';
import { careerRead } from './call';

/**
 * Career/GetTargetDetail: the targets, each with its units and the recommendation's estimate for
 * the profile's score (the recommendation's first call after a start takes longer: its timeout).
 */
export const getTargetDetail = () => careerRead<TargetDetail>('GetTargetDetail', {}, { timeoutMs: RECOMMEND_TIMEOUT_MS });
