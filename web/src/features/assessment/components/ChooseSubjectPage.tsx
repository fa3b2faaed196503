import { Link, useSearchParams } from 'react-router';
import { Button, Header, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { PrefillNote } from '@/components/PrefillNote';
import { useLoad } from '@/lib/use-load';
import { getCoverage } from '../api/get-coverage';
import { useFlowDefaults } from '../hooks/useFlowDefaults';
import { useMajorClasses } from '../hooks/useMajorClasses';
import { hasFigure, type ComboKey } from '../lib/combos';
import { flowParams, flowPath, readFlow, type SubjectFlow } from '../lib/subject-flow';
import { ShareBars } from './charts/ShareBars';
import { ComboTable } from './ComboTable';
import { CoverageFacts } from './CoverageFacts';
import { MajorClassPicker } from './MajorClassPicker';
import { ProvinceYearFields } from './ProvinceYearFields';
import '../assessment.css';

/**
 * /choose-subject (新高考选科): every subject combination of a province's exam year with the share
 * of the newest plans it opens — overall, by planned places and within the liked 专业类 — as a
 * sortable table and a chart. The choices live in the URL.
 */
export default function ChooseSubjectPage() {
  const [params, setParams] = useSearchParams();
  const { flow, fromProfile, wishYear } = useFlowDefaults(readFlow(params));
  const { classes } = useMajorClasses();
  const change = (patch: Partial<SubjectFlow>) => setParams(flowParams({ ...flow, ...patch }), { replace: true });
  const key = flow.province ? `${flow.province}:${flow.year}:${flow.majors.join(',')}` : null;
  const coverage = useLoad(() => getCoverage(flow.province, flow.year, flow.majors), key);
  const c = coverage.data;
  const combos = c?.Combos ?? [];
  const columns: ComboKey[] = c?.PlanYear ? ['Name', 'Rows', 'Share', 'SeatShare', ...(hasFigure(combos, 'LikedShare') ? (['LikedShare'] as ComboKey[]) : [])] : ['Name'];

  return (
    <div className="zy-container zy-test-page" data-testid="choose-subject-page">
      <Header as="h1" size="medium">
        新高考选科
        <Header.Subheader>看看每种选科组合在本省最新招生计划中能报多少专业，也可以只看你感兴趣的专业类。</Header.Subheader>
      </Header>
      <Segment>
        <ProvinceYearFields flow={flow} wishYear={wishYear} onChange={change} testId="choose-subject-fields" />
        {fromProfile ? <PrefillNote later="" testId="choose-subject-prefilled" /> : null}
        <h2>感兴趣的专业类（可选，最多 10 个）</h2>
        <MajorClassPicker classes={classes} value={flow.majors} onChange={(majors) => change({ majors })} />
      </Segment>
      {!flow.province ? <p className="zy-muted">请先选择高考省份。</p> : null}
      {coverage.loading && !c ? <PageLoader /> : null}
      {coverage.error ? (
        <Message warning data-testid="choose-subject-error">
          {coverage.error.message}
        </Message>
      ) : null}
      {c ? (
        <section className={`zy-test-panel${coverage.loading ? ' zy-loading' : ''}`} data-testid="choose-subject-result">
          <h2>
            {c.ProvinceName}的 <span data-testid="combo-count">{combos.length}</span> 种选科组合
          </h2>
          <CoverageFacts coverage={c} />
          <ComboTable key={columns.join()} combos={combos} columns={columns} initial={c.PlanYear ? { key: 'Share', desc: true } : { key: 'Name', desc: false }} testId="combo-table" />
          {c.PlanYear ? <ShareBars combos={combos} /> : null}
        </section>
      ) : null}
      <div className="zy-test-actions">
        <Button as={Link} to="/exam-test" primary content="做选科测评" data-testid="choose-subject-test" />
        <Link to={flowPath('/exam-test/choose-province', flow)}>用当前的省份和专业类开始测评</Link>
        <Link to="/exam-test-tips">选科测评说明</Link>
      </div>
    </div>
  );
}
