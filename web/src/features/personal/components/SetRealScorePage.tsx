import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { fullMarkOf, validateExamScore } from '@/lib/validation';
import { findProvince } from '@/lib/province';
import { provinceListAtom } from '@/lib/site-config';
import { notify } from '@/lib/notify';
import { PageLoader } from '@/components/PageLoader';
import { updateUserScore } from '../api/update-user-score';
import { useSaver } from '../hooks/useSaver';
import { useSourceReturn } from '../hooks/useSourceReturn';
import { useStudentProfile } from '../hooks/useStudentProfile';

/** /setRealScore: once scores are published, the candidate enters the real score (IsFinal), up to the exam province's full mark. */
export default function SetRealScorePage() {
  const { student, loading, reload } = useStudentProfile();
  const { saving, save } = useSaver(reload);
  const back = useSourceReturn();
  const [score, setScore] = useState('');
  const exam = student?.UserScore ?? null;
  const maxScore = fullMarkOf(findProvince(useAtomValue(provinceListAtom), exam?.ExamProvinceId));

  useEffect(() => {
    if (exam?.Score !== null && exam?.Score !== undefined) setScore(String(exam.Score));
  }, [exam?.Score]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = validateExamScore(score, maxScore);
    if (bad) return notify.warning(bad);
    const ok = await save(() => updateUserScore({ Score: Number(score), IsFinal: true, Version: student?.Version }));
    if (ok) back();
  };

  if (loading && !student) return <PageLoader />;
  if (!exam) {
    return (
      <div data-testid="realscore-page">
        <Header as="h3" dividing>填写高考真实成绩</Header>
        <Message warning data-testid="realscore-no-exam" content="请先完善高考信息！" />
      </div>
    );
  }
  return (
    <div data-testid="realscore-page">
      <Header as="h3" dividing>填写高考真实成绩</Header>
      <p>
        {exam.ExamProvinceName} · {exam.ExamYear}年高考。成绩公布后，请填写实际高考成绩，志愿推荐将以此为准。
      </p>
      {exam.IsFinalScore ? <Message info size="small" content="已录入高考真实成绩，可在此修改" data-testid="realscore-final" /> : null}
      <Form onSubmit={submit} noValidate>
        <Form.Field>
          <label htmlFor="realscore-input">实际高考成绩</label>
          <input id="realscore-input" inputMode="numeric" value={score} maxLength={3} placeholder={`0–${maxScore}`}
            onChange={(e) => setScore(e.target.value.replace(/\D/g, ''))} data-testid="realscore-input" />
        </Form.Field>
        <Button type="submit" primary loading={saving} disabled={saving} data-testid="realscore-save">确认提交</Button>
      </Form>
    </div>
  );
}
