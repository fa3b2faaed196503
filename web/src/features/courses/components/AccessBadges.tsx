import { accessBadges } from '../lib/format';
import type { CourseItem } from '../types';

/** 免费试看 N 课时 / 会员课程, or 免费课程. */
export function AccessBadges({ course }: { course: Pick<CourseItem, 'Members' | 'FreeLessons'> }) {
  return (
    <span className="zy-course-badges" data-testid="course-access">
      {accessBadges(course).map((b) => (
        <span key={b.text} className={`zy-course-badge${b.members ? ' members' : ''}`}>
          {b.text}
        </span>
      ))}
    </span>
  );
}
