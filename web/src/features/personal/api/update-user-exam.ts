import type { WriteResult } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const updateUserExam = (body: { ExamProvinceId: number; ExamYear: number; SubjectType?: number; SelectSubjects?: string[]; Version?: number }) =>
  apiPost<WriteResult>('User/UpdateUserExam', body);
