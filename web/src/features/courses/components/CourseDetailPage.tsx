import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { ContentCrumbs } from '@/features/content/components/ContentCrumbs';
import { LoadFailed } from '@/features/content/components/LoadFailed';
import { ApiCode } from '@/lib/api-client';
import { isLoggedInAtom } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCourseInfo } from '../hooks/useCourseInfo';
import { coursePath, loginPath } from '../lib/paths';
import type { LessonItem } from '../types';
import { CourseGone } from './CourseGone';
import { CourseHead } from './CourseHead';
import { CourseOutline } from './CourseOutline';
import { LessonPanel } from './LessonPanel';
import '@/features/content/content.css';
import '../courses.css';

/**
 * /study-detail?id=&lesson= (课程详情): the course's facts, its outline and the player. Choosing a
 * lesson puts it in the address; a locked one sends a visitor to /login first (and back to it).
 * Unknown or withdrawn: 课程不存在或已下线.
 */
export default function CourseDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const lessonId = (params.get('lesson') ?? '').trim();
  const { course, loading, error } = useCourseInfo(id);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const player = useRef<HTMLDivElement>(null);
  useDocumentTitle(course?.Title);

  const login = (lesson: string) => navigate(loginPath(coursePath(id, lesson)));
  const open = (l: LessonItem) => {
    if (l.Locked && !loggedIn) return login(l.Id);
    if (l.Id !== lessonId) navigate(coursePath(id, l.Id));
    player.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  let body;
  if (!id || error?.code === ApiCode.NotFound) body = <CourseGone />;
  else if (error) body = <LoadFailed message={error.message} testId="course-error" />;
  else if (!course) body = loading ? <PageLoader lines={8} testId="course-loading" /> : null;
  else {
    body = (
      <>
        <CourseHead course={course} />
        <div className="zy-course-study">
          <div className="zy-course-player" ref={player}>
            <LessonPanel course={course} lessonId={lessonId} loggedIn={loggedIn} onOpen={open} onLogin={login} />
          </div>
          <CourseOutline course={course} current={lessonId} onOpen={open} />
        </div>
      </>
    );
  }
  return (
    <div className="zy-container zy-content-page zy-courses" data-testid="course-detail-page">
      <ContentCrumbs steps={[{ to: '/videolist', text: '视频课程' }]} current={course?.Title ?? '课程详情'} />
      {body}
    </div>
  );
}
