import type { CourseInfo, LessonItem } from '../types';
import { LessonRow } from './LessonRow';

/** The course's chapters and their lessons; choosing one opens it in the player. */
export function CourseOutline({ course, current, onOpen }: { course: CourseInfo; current: string; onOpen: (lesson: LessonItem) => void }) {
  const chapters = course.Chapters ?? [];
  return (
    <nav className="zy-course-outline" aria-labelledby="course-outline-title" data-testid="course-outline">
      <h2 id="course-outline-title">课程目录</h2>
      {chapters.map((ch, i) => (
        <section key={ch.Id} className="zy-course-chapter" aria-labelledby={`course-chapter-${ch.Id}`} data-testid="course-chapter">
          <h3 id={`course-chapter-${ch.Id}`}>
            第 {i + 1} 章　{ch.Title}
          </h3>
          <ol className="zy-lesson-list">
            {(ch.Lessons ?? []).map((l) => (
              <LessonRow key={l.Id} lesson={l} members={course.Members} current={l.Id === current} onOpen={() => onOpen(l)} />
            ))}
          </ol>
        </section>
      ))}
    </nav>
  );
}
