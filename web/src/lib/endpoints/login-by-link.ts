import type { LoginData } from '@/types/api';
import { apiPost } from '../api-client';

/**
 * Auth/LoginByLink: exchanges a login link's one-time code for a session. The stored token
 * goes along, so the server asks (Code 409, Data.NeedSwitch) before a link replaces another
 * signed-in user; `Switch` is the answer yes.
 */
export const loginByLink = (code: string, confirmSwitch = false) =>
  apiPost<LoginData>('Auth/LoginByLink', { LinkCode: code, Switch: confirmSwitch }, { silent: true });
