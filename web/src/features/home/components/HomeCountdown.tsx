import type { Countdown } from '../types';
import { countdownText } from '../lib/links';

/** 距2027年高考还有 N 天 (Web/GetHomeData's countdown for the province), or that the exam is on. */
export function HomeCountdown({ countdown }: { countdown: Countdown | null | undefined }) {
  if (!countdown?.ExamDate) return null;
  const t = countdownText(countdown.ExamDate, countdown.Days);
  return (
    <p className="zy-home-countdown" data-testid="home-countdown">
      {countdown.ProvinceName ? <span>{countdown.ProvinceName} · </span> : null}
      <span>{t.lead}</span>
      {t.days !== null ? <strong data-testid="home-countdown-days">{t.days}</strong> : null}
      {t.tail ? <span>{t.tail}</span> : null}
    </p>
  );
}
