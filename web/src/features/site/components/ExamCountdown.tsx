import { useAtomValue } from 'jotai';
import { examCountdownDays, parseExamDate, shouldShowCountdown } from '@/lib/countdown';
import { examProvinceAtom, paramsAtom, provinceListAtom } from '@/lib/site-config';
import { findProvince } from '@/lib/province';

/** 距高考还有 N 天 — for the selected province, when Web_ExamDate is '0'. */
export function ExamCountdown() {
  const params = useAtomValue(paramsAtom);
  const saved = useAtomValue(examProvinceAtom);
  const list = useAtomValue(provinceListAtom);
  if (!shouldShowCountdown(params.Web_ExamDate) || !saved) return null;
  const province = findProvince(list, saved.ProvinceId) ?? saved;
  const days = examCountdownDays(province.CEEDate);
  if (days === null) return null;
  const year = parseExamDate(province.CEEDate)?.getFullYear();
  // A date the calendar carried from an earlier year is an estimate until the year's is published.
  const estimate = province.CEEDateBasis?.startsWith('按') ? province.CEEDateBasis : '';
  return (
    <div className="zy-countdown" data-testid="exam-countdown">
      <span>距{year}年高考还有</span>
      <strong data-testid="exam-countdown-days">{days}</strong>
      <span>天</span>
      {estimate && (
        <span className="zy-countdown-basis" title={estimate} data-testid="exam-countdown-basis">
          （预计）
        </span>
      )}
    </div>
  );
}
