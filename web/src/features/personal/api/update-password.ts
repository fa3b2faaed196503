import { apiPost } from '@/lib/api-client';

export const updatePassword = (body: { OldPassword: string; NewPassword: string }) => apiPost<unknown>('Auth/UpdatePassword', body);
