import { Button } from 'semantic-ui-react';
import type { ChapterForm, LessonForm } from './lib/course-form';
import type { ProblemPlace } from './lib/problem-place';
import { LessonEditor } from './LessonEditor';
import { RowTools } from './RowTools';

/** One chapter: its title, its lessons in order, and 添加课时. */
export function ChapterEditor({ chapter: ch, no, count, problem, onTitle, onMove, onRemove, onAddLesson, lessonOps }: {
  chapter: ChapterForm;
  /** 1-based. */
  no: number;
  count: number;
  problem: { place: ProblemPlace; message: string } | null;
  onTitle: (title: string) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onAddLesson: () => void;
  lessonOps: {
    change: (li: number, patch: Partial<Omit<LessonForm, 'id'>>) => void;
    move: (li: number, delta: number) => void;
    remove: (li: number) => void;
  };
}) {
  const where = `第 ${no} 章`;
  const own = problem && problem.place.lesson === null ? problem.message : null;
  return (
    <li className={`zy-course-chapter-editor${own ? ' error' : ''}`} data-testid="course-chapter-editor" data-id={ch.id}>
      <div className="zy-course-row-head">
        <strong>{where}</strong>
        <span className="zy-muted zy-small">编号 {ch.id}</span>
        <RowTools what={where} first={no === 1} last={no === count} onMove={onMove} onRemove={onRemove} removable={count > 1} prefix="chapter" />
      </div>
      {own ? (
        <p className="zy-admin-error" role="alert" data-testid="chapter-problem">
          {own}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`chapter-${ch.id}-title`}>章标题（1–60 字）</label>
        <input id={`chapter-${ch.id}-title`} value={ch.title} maxLength={60} onChange={(e) => onTitle(e.target.value)} data-testid="chapter-title" />
      </div>
      <ol className="zy-course-lessons">
        {ch.lessons.map((l, li) => (
          <LessonEditor
            key={l.id}
            lesson={l}
            where={`${where}第 ${li + 1} 课时`}
            first={li === 0}
            last={li === ch.lessons.length - 1}
            onlyOne={ch.lessons.length === 1}
            problem={problem && problem.place.lesson === li + 1 ? problem.message : null}
            change={(patch) => lessonOps.change(li, patch)}
            onMove={(d) => lessonOps.move(li, d)}
            onRemove={() => lessonOps.remove(li)}
          />
        ))}
      </ol>
      <Button type="button" size="small" basic icon="plus" content="添加课时" onClick={onAddLesson} data-testid="chapter-add-lesson" />
    </li>
  );
}
