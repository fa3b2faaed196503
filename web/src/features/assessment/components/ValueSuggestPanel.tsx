import { Link } from 'react-router';
import { professionPaths } from '@/features/profession/lib/paths';
import { openSuggestion } from '../api/open-suggestion';
import type { ValueSuggest, ValueSuggestion } from '../types';

function Item({ s, to, onOpen, kind }: { s: ValueSuggestion; to: string; onOpen?: () => void; kind: string }) {
  return (
    <li data-testid={`values-suggestion-${kind}`} data-code={s.Code}>
      <div className="zy-test-suggestion-head">
        <Link to={to} onClick={onOpen}>
          {s.Name}
        </Link>
        {s.Class ? <span className="zy-test-code">{s.Class}</span> : null}
        {s.Schools ? <span className="zy-muted zy-small">{s.Schools} 所学校开设</span> : null}
      </div>
      <p className="zy-muted zy-small" data-testid="values-suggestion-why">
        {s.Why}
      </p>
    </li>
  );
}

/** The values part's majors and occupation groups with why, and that the rule is the portal's own. */
export function ValueSuggestPanel({ suggest: g, submissionId }: { suggest: ValueSuggest; submissionId: string }) {
  const majors = g.Majors ?? [];
  const groups = g.Occupations ?? [];
  return (
    <div className="zy-test-values-suggest" data-testid="values-suggest">
      <h3>按你看重的价值观可以了解</h3>
      {g.Values?.length ? <p data-testid="values-top">你最看重：{g.Values.join('、')}</p> : null}
      {g.Note ? (
        <p className="zy-muted" data-testid="values-none">
          {g.Note}
        </p>
      ) : null}
      {majors.length ? (
        <>
          <h4>专业</h4>
          <ol className="zy-test-suggestions" data-testid="values-majors">
            {majors.map((s) => (
              <Item key={s.Code} s={s} kind="major" to={professionPaths.major(s.Code)} onOpen={() => openSuggestion(submissionId, 'major', s.Code)} />
            ))}
          </ol>
        </>
      ) : null}
      {groups.length ? (
        <>
          <h4>职业（职业分类大典中类）</h4>
          <ol className="zy-test-suggestions" data-testid="values-occupations">
            {groups.map((s) => (
              <Item key={s.Code} s={s} kind="occupation" to={professionPaths.dadian(s.Code)} />
            ))}
          </ol>
        </>
      ) : null}
      <p className="zy-muted zy-small zy-test-rule" data-testid="values-rule">
        推荐方法：{g.Rule}
      </p>
    </div>
  );
}
