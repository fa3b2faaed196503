import { Select } from '@/components/Select';
import { charCount, MINUTES_MAX, NOTE_MAX, TITLE_MAX, type TaskDraft } from '../lib/task-form';

/**
 * A task's fields: 内容, 科目, 计划用时 — and with `full` also 日期 and 备注 (the edit dialog).
 * Ids start with `prefix`, test ids with `career-task-field-`.
 */
export function TaskFields({ value, onChange, subjects, prefix, full }: {
  value: TaskDraft;
  onChange: (next: TaskDraft) => void;
  subjects: string[];
  prefix: string;
  full?: boolean;
}) {
  const set = (patch: Partial<TaskDraft>) => onChange({ ...value, ...patch });
  const options = [{ value: '', text: '不限科目' }, ...subjects.map((s) => ({ value: s, text: s }))];
  return (
    <>
      {full ? (
        <div className="field required">
          <label htmlFor={`${prefix}-date`}>日期</label>
          <input id={`${prefix}-date`} type="date" value={value.TaskDate} onChange={(e) => set({ TaskDate: e.target.value })} data-testid="career-task-field-date" />
        </div>
      ) : null}
      <div className="field required zy-career-title-field">
        <label htmlFor={`${prefix}-title`}>任务内容</label>
        <input
          id={`${prefix}-title`}
          value={value.Title}
          maxLength={TITLE_MAX}
          placeholder="例如：英语完形填空两篇"
          onChange={(e) => set({ Title: e.target.value })}
          data-testid="career-task-field-title"
        />
      </div>
      <div className="fields zy-career-task-extra">
        <div className="field">
          <label htmlFor={`${prefix}-subject`}>科目</label>
          <Select id={`${prefix}-subject`} value={value.Subject} options={options} onChange={(s) => set({ Subject: s })} label="科目" testId="career-task-field-subject" />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-minutes`}>计划用时（分钟）</label>
          <input
            id={`${prefix}-minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MINUTES_MAX}
            step={5}
            value={value.Minutes}
            placeholder="0"
            onChange={(e) => set({ Minutes: e.target.value })}
            data-testid="career-task-field-minutes"
          />
        </div>
      </div>
      {full ? (
        <div className="field">
          <label htmlFor={`${prefix}-note`}>备注（选填）</label>
          <textarea id={`${prefix}-note`} rows={3} maxLength={NOTE_MAX} value={value.Note} onChange={(e) => set({ Note: e.target.value })} data-testid="career-task-field-note" />
          <div className="zy-career-counter zy-small">
            {charCount(value.Note)}/{NOTE_MAX}
          </div>
        </div>
      ) : null}
    </>
  );
}
