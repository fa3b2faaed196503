import { apiPost, ApiCode } from '@/lib/api-client';
import type { CaptchaAnswer } from './types';

export interface SendCodeResult {
  Sent: boolean;
  ResendAfter: number;
}

/** May answer 113 (captcha needed): the caller shows the captcha instead of a toast. */
export const sendValidateCode = (body: { Phone: string } & CaptchaAnswer) =>
  apiPost<SendCodeResult>('Auth/SendValidateCode', body, { silent: [ApiCode.CaptchaRequired] });
