import { useState, type FormEvent } from 'react';
import { Button, Form } from 'semantic-ui-react';
import type { LoginData } from '@/types/api';
import { notify } from '@/lib/notify';
import { login } from '../api/login';
import { handleAuthError, MSG_CAPTCHA_NEEDED } from '../auth-errors';
import { useCaptcha } from '../hooks/useCaptcha';
import { CaptchaField } from './CaptchaField';
import { MSG_POLICY_NEEDED, PolicyConsent } from './PolicyConsent';
import { POLICY_VERSION } from '@/features/policy/texts';

/** Login name (or phone) + password; a captcha when the server asks for one. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (d: LoginData) => Promise<void> }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const captcha = useCaptcha();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return notify.warning('请输入登录名或手机号');
    if (!password) return notify.warning('请输入密码');
    if (captcha.missing) return notify.warning(MSG_CAPTCHA_NEEDED);
    if (!agreed) return notify.warning(MSG_POLICY_NEEDED);
    setBusy(true);
    try {
      const data = await login({ LoginName: name.trim(), Password: password, PolicyVersion: POLICY_VERSION, ...captcha.answer() });
      await onLoggedIn(data);
    } catch (err) {
      handleAuthError(err, captcha);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} data-testid="password-login-form" noValidate>
      <Form.Field>
        <label htmlFor="login-username">登录名 / 手机号</label>
        <input id="login-username" value={name} maxLength={20} autoComplete="username" placeholder="请输入登录名或手机号" onChange={(e) => setName(e.target.value)} data-testid="login-username" />
      </Form.Field>
      <Form.Field>
        <label htmlFor="login-password">密码</label>
        <input id="login-password" type="password" value={password} maxLength={32} autoComplete="current-password" placeholder="请输入密码" onChange={(e) => setPassword(e.target.value)} data-testid="login-password" />
      </Form.Field>
      <CaptchaField state={captcha} testPrefix="password-login" />
      <PolicyConsent checked={agreed} onChange={setAgreed} testPrefix="login-password" />
      <Button type="submit" primary fluid loading={busy} disabled={busy} data-testid="login-submit-password">
        登录
      </Button>
    </Form>
  );
}
