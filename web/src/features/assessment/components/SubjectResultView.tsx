import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { scaleBars } from '../lib/bars';
import { hasFigure, type ComboKey } from '../lib/combos';
import { flowPath } from '../lib/subject-flow';
import type { Result } from '../types';
import { PercentBars } from './charts/PercentBars';
import { ComboTable } from './ComboTable';
import { CoverageFacts } from './CoverageFacts';
import { ResultHead } from './ResultHead';

/**
 * A 选科测评 result: the province's combinations ranked (综合得分, 自评, the shares), how they were
 * scored, each subject's ability and interest, and the notes.
 */
export function SubjectResultView({ result: r }: { result: Result }) {
  const c = r.Coverage;
  const combos = c?.Combos ?? [];
  const columns: ComboKey[] = ['Rank', 'Name', 'Fit', 'Self', ...(hasFigure(combos, 'LikedShare') ? (['LikedShare'] as ComboKey[]) : []), 'Share'];
  const retake = c ? flowPath('/exam-test/choose-province', { province: c.ProvinceId, year: c.ExamYear, majors: [] }) : '/exam-test/choose-province';
  return (
    <article className="zy-test-result" data-testid="test-result" data-id={r.SubmissionId}>
      <ResultHead result={r} />
      <section className="zy-test-panel">
        {r.Summary ? <p data-testid="test-result-summary">{r.Summary}</p> : null}
        {r.Advice ? <p data-testid="test-result-advice">{r.Advice}</p> : null}
      </section>
      {c ? (
        <section className="zy-test-panel" data-testid="subject-ranking">
          <h2>全部 {combos.length} 种选科组合的排序</h2>
          <ComboTable combos={combos} columns={columns} initial={{ key: 'Rank', desc: false }} testId="subject-combo-table" />
          {r.FitRule ? (
            <p className="zy-test-rule" data-testid="subject-fit-rule">
              计分方法：{r.FitRule}
            </p>
          ) : null}
          <CoverageFacts coverage={c} />
        </section>
      ) : null}
      {r.Scales?.length ? (
        <section className="zy-test-panel">
          <h2>各科目的自评</h2>
          <p className="zy-muted zy-small">每门科目分“成绩与能力”（3 题）和“兴趣”（2 题）两项，条形越长，自评越高。</p>
          <PercentBars bars={scaleBars(r.Scales)} testId="subject-scales" />
        </section>
      ) : null}
      <div className="zy-test-actions">
        <Button as={Link} to={retake} primary content="重新测评" data-testid="test-result-retake" />
        <Button as={Link} to="/test-list" basic content="全部测评记录" data-testid="test-result-all" />
        <Link to={c ? flowPath('/choose-subject', { province: c.ProvinceId, year: c.ExamYear, majors: [] }) : '/choose-subject'}>查看各组合可报专业</Link>
        <Link to="/exam-test-tips">选科测评说明</Link>
      </div>
      {r.Notice ? (
        <p className="zy-muted zy-small" data-testid="test-result-notice">
          {r.Notice}
        </p>
      ) : null}
    </article>
  );
}
