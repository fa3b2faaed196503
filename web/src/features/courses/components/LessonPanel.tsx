import { Button, Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { LoadFailed } from '@/features/content/components/LoadFailed';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf } from '@/features/membership/lib/members-only';
import { ApiCode } from '@/lib/api-client';
import { useLesson } from '../hooks/useLesson';
import { kindName, minutesText } from '../lib/format';
import { findLesson, firstOpenLesson, neighbours } from '../lib/outline';
import type { CourseInfo, LessonItem } from '../types';
import { LessonMedia } from './LessonMedia';

/**
 * The player area: the chosen lesson (?lesson=) as the server gives it to this reader. A members'
 * lesson asks a visitor to sign in (nothing is asked of the server then) and a reader without the
 * right to open membership, in the server's words.
 */
export function LessonPanel({ course, lessonId, loggedIn, onOpen, onLogin }: {
  course: CourseInfo;
  lessonId: string;
  loggedIn: boolean;
  onOpen: (lesson: LessonItem) => void;
  onLogin: (lessonId: string) => void;
}) {
  const item = lessonId ? findLesson(course, lessonId) : null;
  const needsLogin = Boolean(item?.Locked && !loggedIn);
  const { lesson, loading, error } = useLesson(course.Id, item && !needsLogin ? item.Id : null, () => onLogin(lessonId));
  const { prev, next } = neighbours(course, lessonId);

  let body;
  if (!lessonId) {
    const first = firstOpenLesson(course);
    body = (
      <div className="zy-lesson-start" data-testid="lesson-start">
        <p>从左侧课程目录中选择课时开始学习。</p>
        {first ? <Button primary type="button" onClick={() => onOpen(first)} content={`开始学习：${first.Title}`} data-testid="lesson-start-button" /> : null}
      </div>
    );
  } else if (!item || error?.code === ApiCode.NotFound) {
    body = <LoadFailed message="课时不存在" testId="lesson-gone" />;
  } else if (needsLogin || error?.code === ApiCode.LoginExpired) {
    body = (
      <Message info data-testid="lesson-login">
        <p>这是会员课时：登录并开通会员后可以学习。</p>
        <Button primary type="button" onClick={() => onLogin(item.Id)} content="登录" data-testid="lesson-login-button" />
      </Message>
    );
  } else if (membersOnlyOf(error)) {
    body = <MembersOnlyNotice notice={membersOnlyOf(error)} testId="lesson-members-only" />;
  } else if (error) {
    body = <LoadFailed message={error.message} testId="lesson-error" />;
  } else if (!lesson) {
    body = loading ? <PageLoader lines={6} testId="lesson-loading" /> : null;
  } else {
    body = <LessonMedia lesson={lesson} />;
  }

  return (
    <section className="zy-lesson-panel" aria-labelledby="lesson-title" data-testid="lesson-panel">
      <h2 id="lesson-title" data-testid="lesson-title">
        {item ? item.Title : '开始学习'}
      </h2>
      {item ? (
        <p className="zy-muted zy-course-small">
          {kindName(item.Kind)}
          {minutesText(item.Minutes) ? ` · ${minutesText(item.Minutes)}` : ''}
        </p>
      ) : null}
      {body}
      {item ? (
        <div className="zy-lesson-nav">
          {prev ? <Button type="button" basic size="small" icon="arrow left" content="上一课时" onClick={() => onOpen(prev)} data-testid="lesson-prev" /> : null}
          {next ? <Button type="button" basic size="small" icon="arrow right" labelPosition="right" content="下一课时" onClick={() => onOpen(next)} data-testid="lesson-next" /> : null}
        </div>
      ) : null}
    </section>
  );
}
