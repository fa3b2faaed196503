import { useCallback, useState } from 'react';
import { getCaptcha, type Captcha } from '../api/get-captcha';
import type { CaptchaAnswer } from '../api/types';

/** The image captcha, shown once the server answers 113. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    setCode('');
    try {
      setCaptcha(await getCaptcha());
    } catch {
      // the client already showed the message
    } finally {
      setLoading(false);
    }
  }, []);
  const answer = useCallback(
    (): CaptchaAnswer => (captcha ? { CaptchaId: captcha.CaptchaId, CaptchaCode: code.trim() } : {}),
    [captcha, code],
  );
  const reset = useCallback(() => {
    setCaptcha(null);
    setCode('');
  }, []);
  const missing = Boolean(captcha) && code.trim() === '';
  return { captcha, code, setCode, refresh, reset, answer, loading, active: Boolean(captcha), missing };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
