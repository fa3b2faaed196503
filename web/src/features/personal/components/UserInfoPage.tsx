import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form, Header, Radio } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { PageLoader } from '@/components/PageLoader';
import { updateUserStudent } from '../api/update-user-student';
import { useSaver } from '../hooks/useSaver';
import { useSourceReturn } from '../hooks/useSourceReturn';
import { useStudentProfile } from '../hooks/useStudentProfile';

export const NAME_MAX = 20;
const SEXES = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export function validateBaseInfo(nick: string, studentName: string): string | null {
  if (!nick.trim()) return '请输入昵称';
  if (nick.trim().length > NAME_MAX) return `昵称不能超过${NAME_MAX}个字`;
  if (studentName.trim().length > NAME_MAX) return `姓名不能超过${NAME_MAX}个字`;
  return null;
}

/** /userinfo: nickname, student name and sex. */
export default function UserInfoPage() {
  const { student, loading, reload } = useStudentProfile();
  const { saving, save } = useSaver(reload);
  const back = useSourceReturn();
  const [nick, setNick] = useState('');
  const [name, setName] = useState('');
  const [sex, setSex] = useState(0);

  useEffect(() => {
    setNick(student?.NickName ?? '');
    setName(student?.Student?.StudentName ?? '');
    setSex(student?.Student?.Sex ?? 0);
  }, [student]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = validateBaseInfo(nick, name);
    if (bad) return notify.warning(bad);
    const ok = await save(() => updateUserStudent({ NickName: nick.trim(), StudentName: name.trim(), Sex: sex, Version: student?.Version }));
    if (ok) back();
  };

  if (loading && !student) return <PageLoader />;
  return (
    <div data-testid="userinfo-page">
      <Header as="h3" dividing>基本信息</Header>
      <Form onSubmit={submit} className="zy-narrow-form" noValidate>
        <Form.Field required>
          <label htmlFor="profile-nickname">昵称</label>
          <input id="profile-nickname" value={nick} maxLength={NAME_MAX} placeholder="请输入昵称" onChange={(e) => setNick(e.target.value)} data-testid="profile-nickname" />
        </Form.Field>
        <Form.Field>
          <label htmlFor="profile-student-name">学生姓名</label>
          <input id="profile-student-name" value={name} maxLength={NAME_MAX} placeholder="请输入学生姓名" onChange={(e) => setName(e.target.value)} data-testid="profile-student-name" />
        </Form.Field>
        <Form.Group inline>
          <label>性别</label>
          {SEXES.map((s) => (
            <Form.Field key={s.value}>
              <Radio id={`profile-sex-${s.value}`} label={s.label} name="sex" value={s.value} checked={sex === s.value} onChange={() => setSex(s.value)} data-testid={`profile-sex-${s.value}`} />
            </Form.Field>
          ))}
        </Form.Group>
        <Button type="submit" primary loading={saving} disabled={saving} data-testid="profile-save">
          保存
        </Button>
      </Form>
    </div>
  );
}
