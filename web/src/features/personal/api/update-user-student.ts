import type { WriteResult } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const updateUserStudent = (body: { NickName: string; StudentName: string; Sex: number; Version?: number }) =>
  apiPost<WriteResult>('User/UpdateUserStudent', body);
