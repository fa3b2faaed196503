import { useState } from 'react';
import { notify } from '@/lib/notify';
import { validatePhone } from '@/lib/validation';
import { sendValidateCode } from '../api/send-validate-code';
import { handleAuthError, MSG_CAPTCHA_NEEDED } from '../auth-errors';
import type { CaptchaState } from './useCaptcha';
import { DEFAULT_RESEND_SECONDS, useResendCountdown } from './useResendCountdown';

/** Sends an SMS code: phone check, captcha when asked, countdown before a resend. */
export function useSmsSender(captcha: CaptchaState) {
  const countdown = useResendCountdown();
  const [sending, setSending] = useState(false);
  const send = async (phone: string): Promise<boolean> => {
    const bad = validatePhone(phone);
    if (bad) {
      notify.warning(bad);
      return false;
    }
    if (captcha.missing) {
      notify.warning(MSG_CAPTCHA_NEEDED);
      return false;
    }
    setSending(true);
    try {
      const r = await sendValidateCode({ Phone: phone.trim(), ...captcha.answer() });
      countdown.start(Number(r?.ResendAfter) > 0 ? Number(r.ResendAfter) : DEFAULT_RESEND_SECONDS);
      captcha.reset(); // a captcha answer is used once
      notify.success('验证码已发送，请注意查收');
      return true;
    } catch (e) {
      handleAuthError(e, captcha);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, remaining: countdown.remaining };
}
