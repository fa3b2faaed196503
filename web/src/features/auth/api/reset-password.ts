import { apiPost } from '@/lib/api-client';

export const resetPassword = (body: { Phone: string; Code: string; NewPassword: string }) =>
  apiPost<unknown>('Auth/ResetPassword', body);
