import { Link, useSearchParams } from 'react-router';
import { Message } from 'semantic-ui-react';
import { useFlowDefaults } from '../hooks/useFlowDefaults';
import { useMajorClasses } from '../hooks/useMajorClasses';
import { flowBody, flowPath, readFlow } from '../lib/subject-flow';
import { AnswerSheet } from './AnswerSheet';
import { FlowSteps, FlowSummary, STEP_PATHS } from './FlowSteps';
import '../assessment.css';

/**
 * /exam-test/new-test-content (选科测评, step 3): the province's items (30; 浙江 35 with 技术); the
 * sheet goes with the province, exam year and liked 专业类 chosen before (the URL carries them).
 */
export default function SubjectAnswerPage() {
  const [params] = useSearchParams();
  const { flow } = useFlowDefaults(readFlow(params));
  const { classes } = useMajorClasses();
  return (
    <div className="zy-container zy-test-page" data-testid="test-answer-page">
      <AnswerSheet bank="subjects" extra={flowBody(flow)} scope={{ ProvinceId: flow.province || undefined, ExamYear: flow.year || undefined }}>
        <FlowSteps current={2} flow={flow} />
        <FlowSummary flow={flow} classes={classes} />
        {!flow.province ? (
          <Message warning size="small" data-testid="exam-no-province">
            还没有选择高考省份：<Link to={flowPath(STEP_PATHS[0], flow)}>先选择省份</Link>，结果才能按本省的选科组合排序。
          </Message>
        ) : null}
      </AnswerSheet>
    </div>
  );
}
