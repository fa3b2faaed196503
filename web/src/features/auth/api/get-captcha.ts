import { apiPost } from '@/lib/api-client';

export interface Captcha {
  CaptchaId: string;
  Image: string;
}

export const getCaptcha = () => apiPost<Captcha>('Auth/GetCaptcha', {});
