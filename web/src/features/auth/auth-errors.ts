import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { CaptchaState } from './hooks/useCaptcha';

export const MSG_CAPTCHA_NEEDED = '请输入图形验证码';

/** After a failed auth call: 113 shows the captcha; a used captcha is replaced. */
export function handleAuthError(e: unknown, captcha: CaptchaState): void {
  const code = e instanceof ApiError ? e.code : null;
  if (code === ApiCode.CaptchaRequired) {
    if (captcha.active) notify.warning((e as ApiError).message || '图形验证码错误，请重新输入');
    else notify.warning(MSG_CAPTCHA_NEEDED);
    void captcha.refresh();
    return;
  }
  if (captcha.active) void captcha.refresh();
}

/** Only same-app paths are followed after login (no open redirect). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/index';
  return target;
}
