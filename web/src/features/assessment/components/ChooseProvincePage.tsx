import { Link, useSearchParams } from 'react-router';
import { Button, Header, Message, Segment } from 'semantic-ui-react';
import { PrefillNote } from '@/components/PrefillNote';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getCoverage } from '../api/get-coverage';
import { useFlowDefaults } from '../hooks/useFlowDefaults';
import { modeText } from '../lib/combos';
import { flowParams, flowPath, readFlow, type SubjectFlow } from '../lib/subject-flow';
import { FlowSteps, STEP_PATHS } from './FlowSteps';
import { ProvinceYearFields } from './ProvinceYearFields';
import '../assessment.css';

/**
 * /exam-test/choose-province (选科测评, step 1): the province and exam year the combinations are
 * scored for, from the profile unless changed; a province-year still on 文理 is told so and
 * cannot go on.
 */
export default function ChooseProvincePage() {
  const [params, setParams] = useSearchParams();
  const { flow, fromProfile, wishYear } = useFlowDefaults(readFlow(params));
  useDocumentTitle('选科测评 · 选择省份');
  const change = (patch: Partial<SubjectFlow>) => setParams(flowParams({ ...flow, ...patch }), { replace: true });
  // The combinations of the province-year (cached on the server): the mode, or why there is none.
  const check = useLoad(() => getCoverage(flow.province, flow.year, []), flow.province ? `${flow.province}:${flow.year}` : null);
  const ok = Boolean(check.data && !check.loading && !check.error);

  return (
    <div className="zy-container zy-test-page" data-testid="exam-province-page">
      <Header as="h1" size="medium">
        新高考选科测评
      </Header>
      <FlowSteps current={0} flow={flow} />
      <Segment>
        <h2>你在哪个省份参加高考？</h2>
        <ProvinceYearFields flow={flow} wishYear={wishYear} onChange={change} testId="exam-fields" />
        {fromProfile ? <PrefillNote later="" testId="exam-prefilled" /> : null}
        {check.data && !check.error ? (
          <p data-testid="exam-mode">
            {check.data.ProvinceName}
            {check.data.ExamYear}年高考：{modeText(check.data.Mode)}，共 {check.data.Combos?.length ?? 0} 种选科组合。
          </p>
        ) : null}
        {check.error ? (
          <Message warning size="small" data-testid="exam-province-error">
            {check.error.message}
          </Message>
        ) : null}
        {!flow.province ? <p className="zy-muted">请选择高考省份。</p> : null}
        <div className="zy-test-nav">
          <Button as={Link} to="/exam-test" basic icon="angle left" content="返回说明" />
          <Button as={Link} to={flowPath(STEP_PATHS[1], flow)} primary disabled={!ok} content="下一步" data-testid="exam-next" />
        </div>
      </Segment>
    </div>
  );
}
