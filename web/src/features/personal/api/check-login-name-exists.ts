import { apiPost } from '@/lib/api-client';

export const checkLoginNameExists = (LoginName: string) =>
  apiPost<{ Exists: boolean }>('Auth/CheckLoginNameExists', { LoginName }, { silent: true });
