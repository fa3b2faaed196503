import { Link } from 'react-router';
import { professionPaths } from '@/features/profession/lib/paths';
import { describeCode } from '@/features/profession/lib/riasec';
import { openSuggestion, type SuggestionKind } from '../api/open-suggestion';
import { matchText } from '../lib/format';
import type { Suggestion } from '../types';

const linkOf = (kind: SuggestionKind, code: string) => (kind === 'major' ? professionPaths.major(code) : professionPaths.detail(code));

/** Suggested majors or professions with why; opening one is recorded (never waited for). */
export function SuggestionList({ kind, items, submissionId }: { kind: SuggestionKind; items: Suggestion[]; submissionId: string }) {
  if (!items.length) return <p className="zy-muted">暂无推荐。</p>;
  return (
    <ol className="zy-test-suggestions" data-testid={`test-result-${kind}s`}>
      {items.map((s) => (
        <li key={s.Code} data-testid={`test-suggestion-${kind}`} data-code={s.Code}>
          <div className="zy-test-suggestion-head">
            <Link to={linkOf(kind, s.Code)} onClick={() => openSuggestion(submissionId, kind, s.Code)} data-testid="test-suggestion-link">
              {s.Name}
            </Link>
            {s.InterestCode ? (
              <span className="zy-test-code" title={describeCode(s.InterestCode)}>
                {s.InterestCode}
              </span>
            ) : null}
            <span className="zy-muted zy-small">相关 {matchText(s.Match)}</span>
          </div>
          <p className="zy-muted zy-small">{s.Why}</p>
        </li>
      ))}
    </ol>
  );
}
