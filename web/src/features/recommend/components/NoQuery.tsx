import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';

/** A result page opened without a query: where to ask one. */
export function NoQuery() {
  return (
    <EmptyState icon="edit outline" text="还没有填写推荐条件" testId="rec-no-query">
      <Link to="/recommend-start" className="ui primary button" data-testid="rec-start-link">
        去填写分数和选科
      </Link>
    </EmptyState>
  );
}
