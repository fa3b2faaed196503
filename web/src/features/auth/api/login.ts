import type { LoginData } from '@/types/api';
import { apiPost, ApiCode } from '@/lib/api-client';
import type { CaptchaAnswer } from './types';

export const login = (body: { LoginName: string; Password: string; PolicyVersion: string } & CaptchaAnswer) =>
  apiPost<LoginData>('Auth/Login', body, { silent: [ApiCode.CaptchaRequired] });
