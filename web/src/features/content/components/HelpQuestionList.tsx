import { Link } from 'react-router';
import { helpPath } from '../lib/help-url';
import type { HelpItem } from '../types';

/** Help answers as a list of questions, each to its own address; the summary when `summaries`. */
export function HelpQuestionList({ items, summaries = true, testId = 'help-list' }: { items: HelpItem[]; summaries?: boolean; testId?: string }) {
  return (
    <ul className="zy-help-list" data-testid={testId}>
      {items.map((it) => (
        <li key={it.Id} data-testid="help-item">
          <Link to={helpPath({ id: it.Id })} data-testid="help-item-link">
            {it.Title}
          </Link>
          {summaries && it.Summary ? <p className="zy-muted">{it.Summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
