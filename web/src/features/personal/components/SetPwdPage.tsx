import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { PASSWORD_RULE, validatePassword } from '@/lib/validation';
import { updatePassword } from '../api/update-password';
import { useStudentProfile } from '../hooks/useStudentProfile';

/** /setpwd: change the password (only for users with a login name). */
export default function SetPwdPage() {
  const { student } = useStudentProfile();
  const [oldPwd, setOldPwd] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!oldPwd) return notify.warning('请输入原密码');
    const bad = validatePassword(pwd);
    if (bad) return notify.warning(bad);
    if (pwd !== confirm) return notify.warning('两次输入的密码不一致');
    if (pwd === oldPwd) return notify.warning('新密码不能与原密码相同');
    setBusy(true);
    try {
      await updatePassword({ OldPassword: oldPwd, NewPassword: pwd });
      notify.success('密码修改成功');
      setOldPwd('');
      setPwd('');
      setConfirm('');
    } catch {
      // message shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="setpwd-page">
      <Header as="h3" dividing>密码设置</Header>
      {student && !student.HasLoginName ? (
        <Message warning data-testid="setpwd-no-account">
          您还没有设置登录账号，请先<Link to="/setaccount">设置账号</Link>。
        </Message>
      ) : null}
      <Form onSubmit={submit} className="zy-narrow-form" noValidate>
        <Form.Field required>
          <label htmlFor="setpwd-old">原密码</label>
          <input id="setpwd-old" type="password" value={oldPwd} maxLength={32} autoComplete="current-password" onChange={(e) => setOldPwd(e.target.value)} data-testid="setpwd-old" />
        </Form.Field>
        <Form.Field required>
          <label htmlFor="setpwd-new">新密码</label>
          <input id="setpwd-new" type="password" value={pwd} maxLength={32} autoComplete="new-password" placeholder={PASSWORD_RULE} onChange={(e) => setPwd(e.target.value)} data-testid="setpwd-new" />
        </Form.Field>
        <Form.Field required>
          <label htmlFor="setpwd-confirm">确认新密码</label>
          <input id="setpwd-confirm" type="password" value={confirm} maxLength={32} autoComplete="new-password" onChange={(e) => setConfirm(e.target.value)} data-testid="setpwd-confirm" />
        </Form.Field>
        <p className="zy-muted zy-small">{PASSWORD_RULE}</p>
        <Button type="submit" primary loading={busy} disabled={busy} data-testid="setpwd-submit">
          修改密码
        </Button>
      </Form>
    </div>
  );
}
