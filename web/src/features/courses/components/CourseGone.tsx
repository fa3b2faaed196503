import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';

/** An unknown or withdrawn course (the server's 404), with the way back to the catalogue. */
export function CourseGone() {
  return (
    <EmptyState icon="video play" text="课程不存在或已下线" testId="course-gone">
      <Link to="/videolist" className="ui primary button" data-testid="course-gone-back">
        返回视频课程
      </Link>
    </EmptyState>
  );
}
