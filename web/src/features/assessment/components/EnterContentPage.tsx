import { Link, useSearchParams } from 'react-router';
import { Button, Header, Segment } from 'semantic-ui-react';
import { LoadState } from '@/features/major/components/LoadState';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFlowDefaults } from '../hooks/useFlowDefaults';
import { useMajorClasses } from '../hooks/useMajorClasses';
import { flowParams, flowPath, MAX_MAJORS, readFlow } from '../lib/subject-flow';
import { FlowSteps, FlowSummary, STEP_PATHS } from './FlowSteps';
import { MajorClassPicker } from './MajorClassPicker';
import '../assessment.css';

/** /exam-test/enter-content (选科测评, step 2): the liked 专业类, optional, at most 10. */
export default function EnterContentPage() {
  const [params, setParams] = useSearchParams();
  const { flow } = useFlowDefaults(readFlow(params));
  const majors = useMajorClasses();
  useDocumentTitle('选科测评 · 感兴趣的专业类');

  return (
    <div className="zy-container zy-test-page" data-testid="exam-content-page">
      <Header as="h1" size="medium">
        新高考选科测评
      </Header>
      <FlowSteps current={1} flow={flow} />
      <FlowSummary flow={flow} classes={majors.classes} />
      <Segment>
        <h2>你对哪些专业类感兴趣？</h2>
        <p className="zy-muted">
          可选，最多 {MAX_MAJORS} 个。选了专业类，结果会算出每种组合在这些专业类中可报的比例（占综合得分的 30%）；不选则按全部专业计算。
        </p>
        <LoadState state={{ data: majors.classes.length ? majors.classes : null, loading: majors.loading, error: majors.error }} testId="exam-classes" />
        <MajorClassPicker classes={majors.classes} value={flow.majors} onChange={(m) => setParams(flowParams({ ...flow, majors: m }), { replace: true })} />
        <div className="zy-test-nav">
          <Button as={Link} to={flowPath(STEP_PATHS[0], flow)} basic icon="angle left" content="上一步" data-testid="exam-prev" />
          <Button as={Link} to={flowPath(STEP_PATHS[2], flow)} primary content={flow.majors.length ? '下一步：开始答题' : '跳过，直接答题'} data-testid="exam-next" />
        </div>
      </Segment>
    </div>
  );
}
