import { Link } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { facetsText, sizeText } from '../lib/format';
import type { CourseInfo } from '../types';
import { AccessBadges } from './AccessBadges';
import { CourseCover } from './CourseCover';

/** A course's facts: cover, title, category and grade, teacher, size, access, views and summary. */
export function CourseHead({ course: c }: { course: CourseInfo }) {
  const needsVip = c.Members && !c.HasMembers;
  return (
    <Segment className="zy-course-head" data-testid="course-head">
      <CourseCover src={c.Cover} className="zy-course-head-cover" />
      <div className="zy-course-head-main">
        <h1 data-testid="course-title">{c.Title}</h1>
        <p className="zy-course-facts">
          {facetsText(c) ? <span data-testid="course-facets">{facetsText(c)}</span> : null}
          {c.Teacher ? <span data-testid="course-teacher">主讲：{c.Teacher}</span> : null}
          <span data-testid="course-size">{sizeText(c)}</span>
          <span data-testid="course-views">{c.Views} 次学习</span>
          {c.PublishedAt ? <span>发布于 {c.PublishedAt}</span> : null}
        </p>
        <AccessBadges course={c} />
        {c.Summary ? <p className="zy-course-summary" data-testid="course-summary">{c.Summary}</p> : null}
        {needsVip ? (
          <p className="zy-course-vip-note" data-testid="course-vip-note">
            {c.FreeLessons > 0 ? `可免费试看 ${c.FreeLessons} 个课时，` : ''}其余课时<Link to="/openvip">开通会员</Link>后可学习。
          </p>
        ) : null}
        {c.Members && c.HasMembers ? <p className="zy-course-vip-note" data-testid="course-vip-note">你已开通会员，可学习全部课时。</p> : null}
      </div>
    </Segment>
  );
}
