import { Link } from 'react-router';
import { facetsText, sizeText } from '../lib/format';
import { coursePath } from '../lib/paths';
import type { CourseItem } from '../types';
import { AccessBadges } from './AccessBadges';
import { CourseCover } from './CourseCover';

/** One course in the catalogue: cover, title to its page, category and grade, teacher, size, access and views. */
export function CourseCard({ course: c, detailPath }: { course: CourseItem; detailPath?: string }) {
  const to = coursePath(c.Id, undefined, detailPath);
  return (
    <li className="zy-course-card" data-testid="course-card" data-id={c.Id}>
      <Link to={to} className="zy-course-card-cover" tabIndex={-1} aria-hidden="true">
        <CourseCover src={c.Cover} />
      </Link>
      <div className="zy-course-card-body">
        <h2 className="zy-course-card-title">
          <Link to={to} data-testid="course-card-link">
            {c.Title}
          </Link>
        </h2>
        {facetsText(c) ? <p className="zy-course-facets" data-testid="course-card-facets">{facetsText(c)}</p> : null}
        {c.Teacher ? <p className="zy-muted zy-course-small" data-testid="course-card-teacher">主讲：{c.Teacher}</p> : null}
        <AccessBadges course={c} />
        <p className="zy-muted zy-course-small zy-course-card-foot">
          <span data-testid="course-card-size">{sizeText(c)}</span>
          <span data-testid="course-card-views">{c.Views} 次学习</span>
        </p>
      </div>
    </li>
  );
}
