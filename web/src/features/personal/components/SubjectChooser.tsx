import { Checkbox, Form, Radio } from 'semantic-ui-react';
import { PRIMARY_SUBJECTS, SUBJECT_TYPES, type ExamModeInfo, type ExamSelection } from '@/lib/exam-subjects';

function toggle(list: string[] | undefined, s: string, max: number): string[] {
  const cur = list ?? [];
  if (cur.includes(s)) return cur.filter((x) => x !== s);
  return cur.length >= max ? cur : [...cur, s];
}

/** Track or subjects per the province's exam mode. */
export function SubjectChooser({ info, value, onChange }: { info: ExamModeInfo; value: ExamSelection; onChange: (v: ExamSelection) => void }) {
  if (info.mode === 'traditional') {
    return (
      <Form.Group inline data-testid="examinee-track">
        <label>科类</label>
        {SUBJECT_TYPES.map((t) => (
          <Form.Field key={t.value}>
            <Radio id={`subject-type-${t.value}`} label={t.label} name="subjectType" checked={value.subjectType === t.value} onChange={() => onChange({ ...value, subjectType: t.value })} data-testid={`examinee-subject-type-${t.value}`} />
          </Form.Field>
        ))}
      </Form.Group>
    );
  }
  if (info.mode === '3+1+2') {
    return (
      <div data-testid="examinee-subjects-312">
        <Form.Group inline>
          <label>首选科目（2选1）</label>
          {PRIMARY_SUBJECTS.map((s) => (
            <Form.Field key={s}>
              <Radio id={`subject-primary-${s}`} label={s} name="primary" checked={value.primary === s} onChange={() => onChange({ ...value, primary: s })} data-testid={`examinee-primary-${s}`} />
            </Form.Field>
          ))}
        </Form.Group>
        <Form.Group inline>
          <label>再选科目（4选2）</label>
          {info.electives.map((s) => (
            <Form.Field key={s}>
              <Checkbox id={`subject-secondary-${s}`} label={s} checked={(value.secondary ?? []).includes(s)} onChange={() => onChange({ ...value, secondary: toggle(value.secondary, s, 2) })} data-testid={`examinee-secondary-${s}`} />
            </Form.Field>
          ))}
        </Form.Group>
      </div>
    );
  }
  return (
    <Form.Group inline data-testid="examinee-subjects-33">
      <label>选考科目（{info.electives.length}选3）</label>
      {info.electives.map((s) => (
        <Form.Field key={s}>
          <Checkbox id={`subject-elective-${s}`} label={s} checked={(value.electives ?? []).includes(s)} onChange={() => onChange({ ...value, electives: toggle(value.electives, s, 3) })} data-testid={`examinee-elective-${s}`} />
        </Form.Field>
      ))}
    </Form.Group>
  );
}
