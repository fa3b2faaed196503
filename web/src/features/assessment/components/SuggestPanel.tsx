import type { Result } from '../types';
import { SuggestionList } from './SuggestionList';

/** 可以了解的专业 and 可以了解的职业 of a result, with how they were chosen. */
export function SuggestPanel({ result: r }: { result: Pick<Result, 'SubmissionId' | 'Majors' | 'Professions' | 'SuggestRule'> }) {
  return (
    <section className="zy-test-panel zy-test-suggest">
      <div>
        <h2>可以了解的专业</h2>
        <SuggestionList kind="major" items={r.Majors ?? []} submissionId={r.SubmissionId} />
      </div>
      <div>
        <h2>可以了解的职业</h2>
        <SuggestionList kind="profession" items={r.Professions ?? []} submissionId={r.SubmissionId} />
      </div>
      {r.SuggestRule ? (
        <p className="zy-muted zy-small zy-test-rule" data-testid="test-result-rule">
          推荐方法：{r.SuggestRule}
        </p>
      ) : null}
    </section>
  );
}
