import type { WriteResult } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const setInitialLoginName = (body: { LoginName: string; Password: string }) => apiPost<WriteResult>('Auth/SetInitialLoginName', body);
