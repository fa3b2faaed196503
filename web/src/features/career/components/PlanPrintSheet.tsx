import { timeText } from '@/features/wishtable/lib/format';
import { PLAN_SECTIONS } from '../lib/plan-sections';
import type { CareerPlanText } from '../types';

/** The 生涯规划书 laid out for paper: each section's text as written (shown on screen as 打印预览). */
export function PlanPrintSheet({ plan, updatedAt }: { plan: CareerPlanText; updatedAt: string | null }) {
  return (
    <article className="zy-career-print-sheet" data-testid="career-plan-print">
      <h1>生涯规划书</h1>
      <p className="zy-career-print-meta">
        {updatedAt ? `上次保存：${timeText(updatedAt)}` : '尚未保存'} · 打印日期：{timeText(new Date().toISOString()).slice(0, 10)}
      </p>
      {PLAN_SECTIONS.map((s, i) => (
        <section key={s.key}>
          <h2>
            {i + 1}. {s.title}
          </h2>
          {plan[s.key].trim() ? <p className="zy-career-print-text">{plan[s.key]}</p> : <p className="zy-muted">（未填写）</p>}
        </section>
      ))}
    </article>
  );
}
