import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { BANKS } from '../lib/banks';
import type { Result } from '../types';
import { AllroundPart } from './AllroundPart';
import { ResultHead } from './ResultHead';
import { SuggestPanel } from './SuggestPanel';

/** A 综合测评 result: its five parts (the values part with what its values suggest), the majors and professions its interest part suggests, the notice. */
export function AllroundResultView({ result: r }: { result: Result }) {
  return (
    <article className="zy-test-result" data-testid="test-result" data-id={r.SubmissionId}>
      <ResultHead result={r} />
      {r.Summary ? (
        <section className="zy-test-panel">
          <p data-testid="test-result-summary">{r.Summary}</p>
          {r.Advice ? <p data-testid="test-result-advice">{r.Advice}</p> : null}
        </section>
      ) : null}
      {(r.Parts ?? []).map((p) => (
        <AllroundPart key={p.Section} part={p} submissionId={r.SubmissionId} />
      ))}
      <SuggestPanel result={r} />
      <div className="zy-test-actions">
        <Button as={Link} to={BANKS.allround.answer} primary content="重新测评" data-testid="test-result-retake" />
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
