import { useState, type FormEvent } from 'react';
import { Button, Form } from 'semantic-ui-react';
import type { LoginData } from '@/types/api';
import { notify } from '@/lib/notify';
import { validatePhone, validateSmsCode } from '@/lib/validation';
import { validateCodeLoginOrRegister } from '../api/validate-code-login-or-register';
import { handleAuthError, MSG_CAPTCHA_NEEDED } from '../auth-errors';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSmsSender } from '../hooks/useSmsSender';
import { CaptchaField } from './CaptchaField';
import { SmsCodeInput } from './SmsCodeInput';
import { MSG_POLICY_NEEDED, PolicyConsent } from './PolicyConsent';
import { POLICY_VERSION } from '@/features/policy/texts';

/** Phone + SMS code: logs in, or registers a new phone number. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (d: LoginData) => Promise<void> }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const captcha = useCaptcha();
  const sms = useSmsSender(captcha);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = validatePhone(phone) ?? validateSmsCode(code);
    if (bad) return notify.warning(bad);
    if (captcha.missing) return notify.warning(MSG_CAPTCHA_NEEDED);
    if (!agreed) return notify.warning(MSG_POLICY_NEEDED);
    setBusy(true);
    try {
      const data = await validateCodeLoginOrRegister({ Phone: phone.trim(), Code: code.trim(), PolicyVersion: POLICY_VERSION, ...captcha.answer() });
      await onLoggedIn(data);
    } catch (err) {
      handleAuthError(err, captcha);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} data-testid="sms-login-form" noValidate>
      <Form.Field>
        <label htmlFor="login-phone">手机号</label>
        <input
          id="login-phone"
          value={phone}
          inputMode="tel"
          maxLength={11}
          autoComplete="tel"
          placeholder="请输入手机号"
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          data-testid="login-phone"
        />
      </Form.Field>
      <CaptchaField state={captcha} testPrefix="login" />
      <SmsCodeInput value={code} onChange={setCode} onSend={() => void sms.send(phone)} remaining={sms.remaining} sending={sms.sending} testPrefix="login" />
      <p className="zy-muted zy-small">未注册的手机号验证后将自动注册账号</p>
      <PolicyConsent checked={agreed} onChange={setAgreed} testPrefix="login-sms" />
      <Button type="submit" primary fluid loading={busy} disabled={busy} data-testid="login-submit-sms">
        登录 / 注册
      </Button>
    </Form>
  );
}
