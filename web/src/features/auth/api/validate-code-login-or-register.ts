import type { LoginData } from '@/types/api';
import { apiPost, ApiCode } from '@/lib/api-client';
import type { CaptchaAnswer } from './types';

export const validateCodeLoginOrRegister = (body: { Phone: string; Code: string; PolicyVersion: string } & CaptchaAnswer) =>
  apiPost<LoginData>('Auth/ValidateCodeLoginOrRegister', body, { silent: [ApiCode.CaptchaRequired] });
