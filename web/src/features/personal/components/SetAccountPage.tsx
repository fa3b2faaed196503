import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { LOGIN_NAME_RULE, PASSWORD_RULE, validateLoginName, validatePassword } from '@/lib/validation';
import { checkLoginNameExists } from '../api/check-login-name-exists';
import { setInitialLoginName } from '../api/set-initial-login-name';
import { useSaver } from '../hooks/useSaver';
import { useStudentProfile } from '../hooks/useStudentProfile';

type NameState = 'idle' | 'checking' | 'free' | 'taken';

/** /setaccount: set the initial login name and password (only when the user has none). */
export default function SetAccountPage() {
  const { student, reload } = useStudentProfile();
  const { saving, save } = useSaver(reload);
  const [name, setName] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nameState, setNameState] = useState<NameState>('idle');

  const checkName = async () => {
    if (validateLoginName(name)) return setNameState('idle');
    setNameState('checking');
    try {
      const r = await checkLoginNameExists(name);
      setNameState(r?.Exists ? 'taken' : 'free');
    } catch {
      setNameState('idle');
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = validateLoginName(name) ?? validatePassword(pwd);
    if (bad) return notify.warning(bad);
    if (pwd !== confirm) return notify.warning('两次输入的密码不一致');
    if (nameState === 'taken') return notify.warning('该登录名已被使用');
    await save(() => setInitialLoginName({ LoginName: name, Password: pwd }), '账号设置成功');
  };

  if (student?.HasLoginName) {
    return (
      <div data-testid="setaccount-page">
        <Header as="h3" dividing>账号设置</Header>
        <Message info data-testid="setaccount-done">
          您已设置登录账号，可使用登录名和密码登录。如需修改密码请前往<Link to="/setpwd">密码设置</Link>。
        </Message>
      </div>
    );
  }
  return (
    <div data-testid="setaccount-page">
      <Header as="h3" dividing>账号设置</Header>
      <Form onSubmit={submit} className="zy-narrow-form" noValidate>
        <Form.Field required error={nameState === 'taken'}>
          <label htmlFor="setaccount-login-name">登录名</label>
          <input id="setaccount-login-name" value={name} maxLength={20} autoComplete="username" placeholder={LOGIN_NAME_RULE} onChange={(e) => { setName(e.target.value.trim()); setNameState('idle'); }} onBlur={() => void checkName()} data-testid="setaccount-login-name" />
          <small className="zy-muted" data-testid="setaccount-name-state">
            {nameState === 'checking' ? '检查中…' : nameState === 'taken' ? '该登录名已被使用' : nameState === 'free' ? '该登录名可以使用' : LOGIN_NAME_RULE}
          </small>
        </Form.Field>
        <Form.Field required>
          <label htmlFor="setaccount-password">密码</label>
          <input id="setaccount-password" type="password" value={pwd} maxLength={32} autoComplete="new-password" placeholder={PASSWORD_RULE} onChange={(e) => setPwd(e.target.value)} data-testid="setaccount-password" />
        </Form.Field>
        <Form.Field required>
          <label htmlFor="setaccount-confirm">确认密码</label>
          <input id="setaccount-confirm" type="password" value={confirm} maxLength={32} autoComplete="new-password" onChange={(e) => setConfirm(e.target.value)} data-testid="setaccount-confirm" />
        </Form.Field>
        <Button type="submit" primary loading={saving} disabled={saving} data-testid="setaccount-submit">
          保存账号
        </Button>
      </Form>
    </div>
  );
}
