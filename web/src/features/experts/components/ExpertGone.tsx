import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';

/** An unknown expert, or one not (or no longer) open for booking: the server's 404. */
export function ExpertGone() {
  return (
    <EmptyState icon="user outline" text="专家不存在或暂未开放预约" testId="expert-gone">
      <Link to="/expertlist" className="ui primary button" data-testid="expert-gone-back">
        返回专家团队
      </Link>
    </EmptyState>
  );
}
