import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { buildExamSubjects, examModeOf, selectionFromSaved, type ExamSelection } from '@/lib/exam-subjects';
import { examProvinceAtom, provinceListAtom, setExamProvince, webConfigAtom } from '@/lib/site-config';
import { findProvince, switchProvince } from '@/lib/province';
import { notify } from '@/lib/notify';
import { fullMarkOf, validateExamScore } from '@/lib/validation';
import { PageLoader } from '@/components/PageLoader';
import { updateUserExam } from '../api/update-user-exam';
import { updateUserScore } from '../api/update-user-score';
import { useSaver } from '../hooks/useSaver';
import { useSourceReturn } from '../hooks/useSourceReturn';
import { useStudentProfile } from '../hooks/useStudentProfile';
import { examineeScoreWrite, realScoreLocked } from '../lib/exam-score';
import { SubjectChooser } from './SubjectChooser';
import { Select } from '@/components/Select';

const MODE_LABEL = { '3+3': '3+3 新高考', '3+1+2': '3+1+2 新高考', traditional: '传统高考（文理分科）' };

/**
 * /examinee: exam province, year, track or subjects, and the score. Once the real score is in
 * it is shown read-only here (it is changed on /setRealScore only), so a save never touches it.
 */
export default function ExamineePage() {
  const { student, loading, reload } = useStudentProfile();
  const { saving, save } = useSaver(reload);
  const back = useSourceReturn();
  const provinces = useAtomValue(provinceListAtom);
  const wishYear = useAtomValue(webConfigAtom)?.WishYear ?? new Date().getFullYear();
  const [provinceId, setProvinceId] = useState('');
  const [year, setYear] = useState('');
  const [sel, setSel] = useState<ExamSelection>({});
  const [score, setScore] = useState('');
  const saved = student?.UserScore ?? null;
  const province = findProvince(provinces, provinceId);
  const info = useMemo(() => examModeOf(province, Number(year) || undefined), [province, year]);
  const maxScore = fullMarkOf(province);
  const locked = realScoreLocked(saved);
  const years = useMemo(() => {
    const list = [wishYear - 1, wishYear, wishYear + 1, wishYear + 2];
    if (saved?.ExamYear && !list.includes(saved.ExamYear)) list.unshift(saved.ExamYear);
    return list;
  }, [wishYear, saved?.ExamYear]);

  // The form starts from the saved profile once it is known; a profile without an exam province
  // starts from the header's province and the coming exam. A later reload never overwrites typing.
  const headerProvince = useAtomValue(examProvinceAtom);
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current || (loading && !student)) return;
    setProvinceId(saved?.ExamProvinceId ? String(saved.ExamProvinceId) : headerProvince ? String(headerProvince.ProvinceId) : '');
    setYear(saved?.ExamYear ? String(saved.ExamYear) : String(wishYear));
    setScore(saved?.Score !== null && saved?.Score !== undefined ? String(saved.Score) : '');
    const p = findProvince(provinces, saved?.ExamProvinceId);
    setSel(selectionFromSaved(examModeOf(p, saved?.ExamYear), saved?.SubjectType, saved?.SelectSubjects));
  }, [saved, provinces, loading]); // eslint-disable-line react-hooks/exhaustive-deps


  const changeProvince = (id: string) => {
    typed.current = true;
    setProvinceId(id);
    const same = String(saved?.ExamProvinceId ?? '') === id;
    const p = findProvince(provinces, id);
    setSel(same ? selectionFromSaved(examModeOf(p, saved?.ExamYear), saved?.SubjectType, saved?.SelectSubjects) : {});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!province) return notify.warning('请选择高考地区');
    if (!year) return notify.warning('请选择高考年份');
    const subjects = buildExamSubjects(info, sel);
    if (!subjects.ok) return notify.warning(subjects.message);
    const badScore = locked ? null : validateExamScore(score, maxScore);
    if (badScore) return notify.warning(badScore);
    const newScore = examineeScoreWrite(score, saved);
    const ok = await save(async () => {
      const exam = await updateUserExam({
        ExamProvinceId: province.ProvinceId,
        ExamYear: Number(year),
        SubjectType: subjects.SubjectType,
        SelectSubjects: subjects.SelectSubjects,
        Version: student?.Version,
      });
      if (newScore !== null) await updateUserScore({ Score: newScore, Version: exam?.Version });
      switchProvince(province, '/examinee'); // the header follows the exam province
      setExamProvince(province);
    });
    if (ok) back();
  };

  if (loading && !student) return <PageLoader />;
  return (
    <div data-testid="examinee-page">
      <Header as="h3" dividing>高考成绩</Header>
      {locked ? (
        <Message info size="small" data-testid="examinee-final">
          已录入高考真实成绩，保存本页不会改变它；如需修改，请到<Link to="/setRealScore" data-testid="examinee-final-link">录入真实成绩</Link>页提交。
        </Message>
      ) : null}
      <Form onSubmit={submit} className="zy-narrow-form" noValidate>
        <Form.Field required>
          <label htmlFor="examinee-province">高考地区</label>
          <Select
            id="examinee-province"
            fluid
            value={provinceId}
            options={[{ value: '', text: '请选择高考地区' }, ...provinces.map((p) => ({ value: String(p.ProvinceId), text: p.ProvinceName }))]}
            onChange={changeProvince}
            testId="examinee-province"
          />
        </Form.Field>
        {province ? <p className="zy-muted zy-small" data-testid="examinee-mode">考试模式：{MODE_LABEL[info.mode]}</p> : null}
        <Form.Field required>
          <label htmlFor="examinee-year">高考年份</label>
          <Select
            id="examinee-year"
            fluid
            value={year}
            options={[{ value: '', text: '请选择高考年份' }, ...years.map((y) => ({ value: String(y), text: `${y}年${y === wishYear ? '（本届，即将参加）' : y < wishYear ? '（已参加）' : ''}` }))]}
            onChange={(y) => { typed.current = true; setYear(y); }}
            testId="examinee-year"
          />
        </Form.Field>
        {province ? <SubjectChooser info={info} value={sel} onChange={(v) => { typed.current = true; setSel(v); }} /> : null}
        <Form.Field required>
          <label htmlFor="examinee-score">高考成绩</label>
          <input id="examinee-score" value={locked ? String(saved?.Score) : score} readOnly={locked} inputMode="numeric" maxLength={3} placeholder={`0–${maxScore}`} onChange={(e) => { typed.current = true; setScore(e.target.value.replace(/[^\d]/g, '')); }} data-testid="examinee-score" />
        </Form.Field>
        <Button type="submit" primary loading={saving} disabled={saving} data-testid="examinee-save">
          保存
        </Button>
      </Form>
    </div>
  );
}
