import { Select } from '@/components/Select';
import { KINDS, type LessonForm } from './lib/course-form';
import { MediaField } from './MediaField';
import { RowTools } from './RowTools';

/**
 * One lesson of the editor: title, kind, minutes, 试看, its file (video or PDF) and its text (a
 * text lesson's body, a video's or PDF's notes). A server refusal naming this lesson shows here too.
 */
export function LessonEditor({ lesson: l, where, first, last, onlyOne, problem, change, onMove, onRemove }: {
  lesson: LessonForm;
  /** "第 1 章第 2 课时". */
  where: string;
  first: boolean;
  last: boolean;
  onlyOne: boolean;
  problem: string | null;
  change: (patch: Partial<Omit<LessonForm, 'id'>>) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const id = (f: string) => `lesson-${l.id}-${f}`;
  return (
    <li className={`zy-course-lesson${problem ? ' error' : ''}`} data-testid="course-lesson" data-id={l.id}>
      <div className="zy-course-row-head">
        <strong>{where}</strong>
        <span className="zy-muted zy-small">编号 {l.id}</span>
        <RowTools what={where} first={first} last={last} onMove={onMove} onRemove={onRemove} removable={!onlyOne} prefix="lesson" />
      </div>
      {problem ? (
        <p className="zy-admin-error" role="alert" data-testid="lesson-problem">
          {problem}
        </p>
      ) : null}
      <div className="zy-admin-fields">
        <div className="field">
          <label htmlFor={id('title')}>课时标题（1–60 字）</label>
          <input id={id('title')} value={l.title} maxLength={60} onChange={(e) => change({ title: e.target.value })} data-testid="lesson-title" />
        </div>
        <div className="field">
          <label htmlFor={id('kind')}>类型</label>
          <Select id={id('kind')} value={l.kind} options={KINDS} onChange={(kind) => change({ kind })} label="类型" testId="lesson-kind" />
        </div>
        <div className="field">
          <label htmlFor={id('minutes')}>时长（分钟，0–600）</label>
          <input id={id('minutes')} type="number" min={0} max={600} step={1} value={l.minutes} onChange={(e) => change({ minutes: e.target.value })} data-testid="lesson-minutes" />
        </div>
        <div className="field">
          <label className="zy-course-check">
            <input type="checkbox" checked={l.free} onChange={(e) => change({ free: e.target.checked })} data-testid="lesson-free" />
            试看（人人可学）
          </label>
        </div>
        <MediaField lesson={l} onUploaded={(media, mediaName) => change({ media, mediaName })} />
        <div className="field zy-admin-wide">
          <label htmlFor={id('body')}>{l.kind === 'text' ? '正文（Markdown，必填）' : '课时要点（Markdown，可不填）'}</label>
          <textarea id={id('body')} rows={l.kind === 'text' ? 8 : 3} value={l.body} onChange={(e) => change({ body: e.target.value })} data-testid="lesson-body" />
        </div>
      </div>
    </li>
  );
}
