import { Button, Header } from 'semantic-ui-react';
import type { CourseForm } from './lib/course-form';
import { addChapter, addLesson, moveChapter, moveLesson, patchChapter, patchLesson, removeChapter, removeLesson } from './lib/form-ops';
import { problemPlace } from './lib/problem-place';
import { ChapterEditor } from './ChapterEditor';

/** The course's chapters (1–50) and their lessons; the refusal naming one shows beside it. */
export function ChaptersEditor({ form, update, error }: { form: CourseForm; update: (change: (f: CourseForm) => CourseForm) => void; error: string | null }) {
  const place = problemPlace(error);
  const n = form.chapters.length;
  return (
    <section className="zy-course-chapters" aria-labelledby="course-chapters-title" data-testid="course-chapters">
      <Header as="h3" id="course-chapters-title">
        章节与课时
      </Header>
      <p className="zy-muted zy-small">课时编号自动生成；视频和 PDF 课件须上传文件，图文课时须填写正文。会员课程中勾选“试看”的课时人人可学。</p>
      <ol className="zy-course-chapter-list">
        {form.chapters.map((ch, ci) => (
          <ChapterEditor
            key={ch.id}
            chapter={ch}
            no={ci + 1}
            count={n}
            problem={place && place.chapter === ci + 1 ? { place, message: error ?? '' } : null}
            onTitle={(title) => update((f) => patchChapter(f, ci, { title }))}
            onMove={(d) => update((f) => moveChapter(f, ci, d))}
            onRemove={() => update((f) => removeChapter(f, ci))}
            onAddLesson={() => update((f) => addLesson(f, ci))}
            lessonOps={{
              change: (li, patch) => update((f) => patchLesson(f, ci, li, patch)),
              move: (li, d) => update((f) => moveLesson(f, ci, li, d)),
              remove: (li) => update((f) => removeLesson(f, ci, li)),
            }}
          />
        ))}
      </ol>
      <Button type="button" icon="plus" content="添加一章" onClick={() => update(addChapter)} disabled={n >= 50} data-testid="course-add-chapter" />
    </section>
  );
}
