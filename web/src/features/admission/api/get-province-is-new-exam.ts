import { apiPost } from '@/lib/api-client';
import type { NewExamAnswer } from '../types';

/** Public/ProvinceIsNewExam: the exam mode and the tracks (RuleList) of a province in a year. */
export const getProvinceIsNewExam = (body: { ProvinceId: number; Year: number }) => apiPost<NewExamAnswer>('Public/ProvinceIsNewExam', body);
