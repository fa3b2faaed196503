import { BasisTag } from '@/components/BasisTag';
import type { Countdown } from '../types';
import { countdownText } from '../lib/links';

/**
 * 距2027年高考还有 N 天 (Web/GetHomeData's countdown for the province), or that the exam is on.
 * A date not yet published (the usual 7 June) carries a 预计 tag with the server's basis.
 */
export function HomeCountdown({ countdown }: { countdown: Countdown | null | undefined }) {
  if (!countdown?.ExamDate) return null;
  const t = countdownText(countdown.ExamDate, countdown.Days, countdown.ExamYear);
  return (
    <p className="zy-home-countdown" data-testid="home-countdown">
      {countdown.ProvinceName ? <span>{countdown.ProvinceName} · </span> : null}
      <span>{t.lead}</span>
      {t.days !== null ? <strong data-testid="home-countdown-days">{t.days}</strong> : null}
      {t.tail ? <span>{t.tail}</span> : null}
      {countdown.Basis ? <BasisTag short="预计" full={`考试日期尚未公布，${countdown.Basis}`} testId="home-countdown-basis" /> : null}
    </p>
  );
}
