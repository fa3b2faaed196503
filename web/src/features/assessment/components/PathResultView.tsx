import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { BANKS } from '../lib/banks';
import type { Result } from '../types';
import { PathCard } from './PathCard';
import { ResultHead } from './ResultHead';

/** A 升学路径 result: the fitting paths as cards, the others collapsed under 其他路径, the notice. */
export function PathResultView({ result: r }: { result: Result }) {
  const paths = r.Paths ?? [];
  const fit = paths.filter((p) => p.Fits);
  const other = paths.filter((p) => !p.Fits);
  return (
    <article className="zy-test-result" data-testid="test-result" data-id={r.SubmissionId}>
      <ResultHead result={r} showCode={false} />
      {r.Summary ? (
        <section className="zy-test-panel">
          <p data-testid="test-result-summary">{r.Summary}</p>
        </section>
      ) : null}
      <section className="zy-test-panel" data-testid="path-fits">
        <h2>值得你了解的路径（{fit.length} 条）</h2>
        <div className="zy-test-paths">
          {fit.map((p) => (
            <PathCard key={p.Code} path={p} />
          ))}
        </div>
      </section>
      {other.length ? (
        <details className="zy-test-panel zy-test-others" data-testid="path-others">
          <summary>其他路径（{other.length} 条）：按你的回答暂不符合，条件变化时可以再了解</summary>
          <div className="zy-test-paths">
            {other.map((p) => (
              <PathCard key={p.Code} path={p} />
            ))}
          </div>
        </details>
      ) : null}
      <div className="zy-test-actions">
        <Button as={Link} to={BANKS.path.answer} primary content="重新测评" data-testid="test-result-retake" />
        <Button as={Link} to="/test-list" basic content="全部测评记录" data-testid="test-result-all" />
      </div>
      {r.Notice ? (
        <p className="zy-muted zy-small" data-testid="test-result-notice">
          {r.Notice}
        </p>
      ) : null}
    </article>
  );
}
