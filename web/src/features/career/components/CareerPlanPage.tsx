import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Header } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { timeText } from '@/features/wishtable/lib/format';
import { useCareerPlan } from '../hooks/useCareerPlan';
import { PLAN_SECTIONS, SECTION_MAX } from '../lib/plan-sections';
import type { PlanKey } from '../types';
import { ErrorLine } from './ErrorLine';
import { PlanPrintSheet } from './PlanPrintSheet';
import { PlanSectionField } from './PlanSectionField';
import { TargetsHint } from './TargetsHint';
import '../career.css';

const HINTS: Partial<Record<PlanKey, ReactNode>> = {
  SelfKnowledge: (
    <>
      还不太了解自己？可以先做<Link to="/test">生涯测评</Link>（职业兴趣、性格倾向等），再把结果和你自己的体会写在这里。
    </>
  ),
  Education: <TargetsHint />,
  Actions: (
    <>
      每天要做的具体任务可以放进<Link to="/careerManagement/learningplan">学习计划</Link>，按天勾选完成。
    </>
  ),
};

/** /careerManagement/careerplan: the 生涯规划书 in five sections, saved whole, with a view for printing. */
export default function CareerPlanPage() {
  const plan = useCareerPlan();
  const [preview, setPreview] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void plan.save();
  };
  return (
    <div className={`zy-career-plan-page${preview ? ' previewing' : ''}`} data-testid="career-plan-page">
      <div className="zy-career-head zy-no-print">
        <Header as="h2">生涯规划书</Header>
        <span className="zy-muted zy-small" data-testid="career-plan-saved-at">
          {plan.updatedAt ? `上次保存：${timeText(plan.updatedAt)}` : '尚未保存'}
          {plan.dirty ? <strong className="zy-career-dirty">（有未保存的修改）</strong> : null}
        </span>
      </div>
      {plan.loading ? <PageLoader /> : null}
      <ErrorLine message={plan.loadError} testId="career-plan-load-error" />
      {!plan.loading && !plan.loadError ? (
        <>
          <form className="ui form zy-career-editor" onSubmit={submit} noValidate>
            <p className="zy-muted">按下面五个部分写下你的思考，随时可以修改。每部分最多 {SECTION_MAX} 字；写完记得保存。</p>
            {PLAN_SECTIONS.map((s, i) => (
              <PlanSectionField key={s.key} section={s} index={i} value={plan.draft[s.key]} onChange={(t) => plan.edit(s.key, t)} hint={HINTS[s.key]} />
            ))}
            <ErrorLine message={plan.saveError} testId="career-plan-save-error" />
          </form>
          <div className="zy-career-actions zy-no-print">
            <Button type="button" primary loading={plan.saving} disabled={plan.saving} onClick={() => void plan.save()} data-testid="career-plan-save">
              保存
            </Button>
            <Button type="button" basic aria-pressed={preview} onClick={() => setPreview(!preview)} data-testid="career-plan-preview">
              {preview ? '返回编辑' : '打印预览'}
            </Button>
            <Button type="button" basic icon="print" content="打印" onClick={() => window.print()} data-testid="career-plan-print-button" />
          </div>
          <PlanPrintSheet plan={plan.draft} updatedAt={plan.updatedAt} />
        </>
      ) : null}
    </div>
  );
}
