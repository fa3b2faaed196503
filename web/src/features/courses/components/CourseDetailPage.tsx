import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { ContentCrumbs } from '@/features/content/components/ContentCrumbs';
import { LoadFailed } from '@/features/content/components/LoadFailed';
import { ApiCode } from '@/lib/api-client';
import { isLoggedInAtom } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCourseInfo } from '../hooks/useCourseInfo';
import { loginPath } from '@/lib/navigation';
import { coursePath } from '../lib/paths';
import { SHELVES, type CourseShelf } from '../lib/shelves';
import type { LessonItem } from '../types';
import { CourseGone } from './CourseGone';
import { CourseHead } from './CourseHead';
import { CourseOutline } from './CourseOutline';
import { LessonPanel } from './LessonPanel';
import '@/features/content/content.css';
import '../courses.css';

/**
 * /study-detail?id=&lesson= (课程详情; career management's video-detail is the same on its shelf):
 * the course's facts, its outline and the player. Choosing a lesson puts it in the address; a
 * locked one sends a visitor to /login first (and back to it). Unknown or withdrawn: 课程不存在或已下线.
 */
export default function CourseDetailPage({ shelf = SHELVES.videolist }: { shelf?: CourseShelf }) {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const lessonId = (params.get('lesson') ?? '').trim();
  const { course, loading, error } = useCourseInfo(id);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const player = useRef<HTMLDivElement>(null);
  useDocumentTitle(course?.Title);

  const here = (lesson: string) => coursePath(id, lesson, shelf.detailPath);
  const login = (lesson: string) => navigate(loginPath(here(lesson)));
  const open = (l: LessonItem) => {
    if (l.Locked && !loggedIn) return login(l.Id);
    if (l.Id !== lessonId) navigate(here(l.Id));
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
    <div className={`${shelf.career ? '' : 'zy-container '}zy-content-page zy-courses`} data-testid="course-detail-page">
      {shelf.career ? (
        <p className="zy-course-back">
          <Link to={shelf.listPath} data-testid="course-back">
            ‹ 返回{shelf.title}
          </Link>
        </p>
      ) : (
        <ContentCrumbs steps={[{ to: shelf.listPath, text: shelf.title }]} current={course?.Title ?? '课程详情'} />
      )}
      {body}
    </div>
  );
}
