import type { Day } from '../types';

/** 已连续 N 天完成全部任务, and how the shown week stands. */
export function StreakLine({ streak, days }: { streak: number; days: Day[] }) {
  const total = days.reduce((n, d) => n + d.Total, 0);
  const done = days.reduce((n, d) => n + d.Done, 0);
  return (
    <p className="zy-career-streak" data-testid="career-streak">
      {streak > 0 ? (
        <>
          已连续 <strong data-testid="career-streak-days">{streak}</strong> 天完成全部任务
        </>
      ) : (
        <span className="zy-muted">完成一天的全部任务，就开始累计连续天数</span>
      )}
      {total ? <span className="zy-muted zy-small" data-testid="career-week-total">（本周已完成 {done}/{total}）</span> : null}
    </p>
  );
}
