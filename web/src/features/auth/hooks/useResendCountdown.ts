import { useCallback, useEffect, useRef, useState } from 'react';

export const DEFAULT_RESEND_SECONDS = 60;

export function resendLabel(remaining: number): string {
  return remaining > 0 ? `${remaining}秒后重新获取` : '获取验证码';
}

/** Seconds left before an SMS code may be sent again. */
export function useResendCountdown() {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(
    (seconds: number) => {
      stop();
      const total = Math.max(0, Math.floor(seconds));
      setRemaining(total);
      if (!total) return;
      const endsAt = Date.now() + total * 1000;
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setRemaining(left);
        if (!left) stop();
      }, 250);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { remaining, start, running: remaining > 0 };
}
