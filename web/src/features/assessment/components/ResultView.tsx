import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { BANKS } from '../lib/banks';
import type { Result } from '../types';
import { AxisBars } from './charts/AxisBars';
import { ScaleRadar } from './charts/ScaleRadar';
import { LetterList } from './LetterList';
import { ResultHead } from './ResultHead';
import { ScaleTable } from './ScaleTable';
import { SuggestPanel } from './SuggestPanel';

/** One result explained: the code, the chart, each scale, the letters, the suggestions, the notes. */
export function ResultView({ result: r }: { result: Result }) {
  const info = BANKS[r.Bank];
  const scales = r.Scales ?? [];
  return (
    <article className="zy-test-result" data-testid="test-result" data-id={r.SubmissionId}>
      <ResultHead result={r} />
      <section className="zy-test-panel">
        {r.Summary ? <p data-testid="test-result-summary">{r.Summary}</p> : null}
        {r.Advice ? <p data-testid="test-result-advice">{r.Advice}</p> : null}
      </section>
      {scales.length ? (
        <section className="zy-test-panel">
          <h2>各维度得分</h2>
          {info.chart === 'radar' ? <ScaleRadar scales={scales} /> : <AxisBars letters={r.Letters} code={r.Code} />}
          <ScaleTable scales={scales} norms={r.Norms} />
        </section>
      ) : null}
      {r.Letters?.length ? (
        <section className="zy-test-panel">
          <h2>{info.chart === 'axes' ? '四个维度' : '你的兴趣类型'}</h2>
          <LetterList letters={r.Letters} />
        </section>
      ) : null}
      <SuggestPanel result={r} />
      <div className="zy-test-actions">
        <Button as={Link} to={info.answer} primary content="重新测评" data-testid="test-result-retake" />
        <Button as={Link} to="/test-list" basic content="全部测评记录" data-testid="test-result-all" />
        <Link to={`/test-stats?bank=${r.Bank}`}>大家的测评</Link>
      </div>
      {r.Notice ? (
        <p className="zy-muted zy-small" data-testid="test-result-notice">
          {r.Notice}
        </p>
      ) : null}
    </article>
  );
}
