import { useState, type FormEvent } from 'react';
import { Button, Form } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { PASSWORD_RULE, validatePassword, validatePhone, validateSmsCode } from '@/lib/validation';
import { resetPassword } from '../api/reset-password';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSmsSender } from '../hooks/useSmsSender';
import { CaptchaField } from './CaptchaField';
import { SmsCodeInput } from './SmsCodeInput';

/** Forgotten password: phone + SMS code + new password. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const sms = useSmsSender(captcha);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = validatePhone(phone) ?? validateSmsCode(code) ?? validatePassword(pwd);
    if (bad) return notify.warning(bad);
    if (pwd !== confirm) return notify.warning('两次输入的密码不一致');
    setBusy(true);
    try {
      await resetPassword({ Phone: phone.trim(), Code: code.trim(), NewPassword: pwd });
      notify.success('密码已重置，请使用新密码登录');
      onDone();
    } catch {
      // message shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} data-testid="reset-password-form" noValidate>
      <Form.Field>
        <label htmlFor="reset-phone">手机号</label>
        <input id="reset-phone" value={phone} inputMode="tel" maxLength={11} placeholder="请输入注册手机号" onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} data-testid="reset-phone" />
      </Form.Field>
      <CaptchaField state={captcha} testPrefix="reset" />
      <SmsCodeInput value={code} onChange={setCode} onSend={() => void sms.send(phone)} remaining={sms.remaining} sending={sms.sending} testPrefix="reset" />
      <Form.Field>
        <label htmlFor="reset-new-password">新密码</label>
        <input id="reset-new-password" type="password" value={pwd} maxLength={32} autoComplete="new-password" placeholder={PASSWORD_RULE} onChange={(e) => setPwd(e.target.value)} data-testid="reset-new-password" />
      </Form.Field>
      <Form.Field>
        <label htmlFor="reset-confirm-password">确认新密码</label>
        <input id="reset-confirm-password" type="password" value={confirm} maxLength={32} autoComplete="new-password" placeholder="请再次输入新密码" onChange={(e) => setConfirm(e.target.value)} data-testid="reset-confirm-password" />
      </Form.Field>
      <Button type="submit" primary fluid loading={busy} disabled={busy} data-testid="reset-submit">
        重置密码
      </Button>
    </Form>
  );
}
