import { actorName } from '@/features/admin/lib/events';
import { beijingTime } from '@/features/admin/lib/time';
import type { ConsoleCourse } from './types';
import { CourseStateLabel } from './CourseStateLabel';

/** Where a course stands: its state, version, last change (when, by whom), publication and the last withdrawal's reason. */
export function CourseStatus({ course: c, me }: { course: ConsoleCourse; me: string }) {
  return (
    <div className="zy-admin-status" data-testid="course-status">
      <CourseStateLabel course={c} />
      <span className="zy-muted zy-small">第 {c.Version} 版</span>
      <span className="zy-muted zy-small">
        {beijingTime(c.UpdatedAt)} {actorName(c.UpdatedBy, me)}保存
      </span>
      {c.PublishedAt ? <span className="zy-muted zy-small">发布于 {beijingTime(c.PublishedAt)}</span> : null}
      {c.Note && c.State === 'withdrawn' ? (
        <span className="zy-admin-note" data-testid="course-note">
          下线原因：{c.Note}
        </span>
      ) : null}
    </div>
  );
}
