import type { WriteResult } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const updateUserScore = (body: { Score: number; IsFinal?: boolean; Version?: number }) => apiPost<WriteResult>('User/UpdateUserScore', body);
