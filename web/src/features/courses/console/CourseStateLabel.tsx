import { Label } from 'semantic-ui-react';
import { courseStateColor, courseStateName, liveNote } from './lib/states';

/** A course's state, and 线上有已发布版本 while a later revision is edited. */
export function CourseStateLabel({ course }: { course: { State: string; Live: boolean } }) {
  const live = liveNote(course);
  return (
    <span className="zy-admin-state" data-testid="course-state">
      <Label size="small" color={courseStateColor(course.State)} basic={course.State === 'draft'}>
        {courseStateName(course.State)}
      </Label>
      {live ? <span className="zy-admin-live">{live}</span> : null}
    </span>
  );
}
