import type { LoginData } from '@/types/api';
import { apiPost } from '../api-client';

/** Auth/LoginStatus: form-encoded token; Data is login data or null. */
export const getLoginStatus = (token: string) =>
  apiPost<LoginData | null>('Auth/LoginStatus', { token }, { form: true, token, silent: true });
