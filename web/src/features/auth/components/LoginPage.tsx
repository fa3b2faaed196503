import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Message, Segment } from 'semantic-ui-react';
import type { LoginData } from '@/types/api';
import { completeLogin } from '@/lib/auth';
import { loginDataAtom } from '@/lib/session';
import { notify } from '@/lib/notify';
import { safeRedirect } from '../auth-errors';
import { PasswordLoginForm } from './PasswordLoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SmsLoginForm } from './SmsLoginForm';

type Mode = 'sms' | 'password' | 'reset';
const TABS: { mode: Mode; label: string }[] = [
  { mode: 'sms', label: '验证码登录' },
  { mode: 'password', label: '密码登录' },
];

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('sms');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useAtomValue(loginDataAtom);
  const target = safeRedirect(params.get('redirect'));

  const onLoggedIn = async (data: LoginData) => {
    await completeLogin(data);
    notify.success('登录成功');
    navigate(target, { replace: true });
  };

  return (
    <div className="zy-login-page" data-testid="login-page">
      <Segment className="zy-login-card" raised>
        <h2 className="zy-login-title">{mode === 'reset' ? '找回密码' : '登录 / 注册'}</h2>
        {current ? (
          <Message info size="small" data-testid="login-already">
            您已登录为「{current.NickName || '用户'}」，<Link to="/userinfo">进入个人中心</Link>
          </Message>
        ) : null}
        {mode !== 'reset' ? (
          <div className="ui two item secondary pointing menu" role="tablist">
            {TABS.map((t) => (
              <a key={t.mode} role="tab" aria-selected={mode === t.mode} className={`item${mode === t.mode ? ' active' : ''}`} onClick={() => setMode(t.mode)} data-testid={`login-tab-${t.mode}`}>
                {t.label}
              </a>
            ))}
          </div>
        ) : null}
        {mode === 'sms' ? <SmsLoginForm onLoggedIn={onLoggedIn} /> : null}
        {mode === 'password' ? <PasswordLoginForm onLoggedIn={onLoggedIn} /> : null}
        {mode === 'reset' ? <ResetPasswordForm onDone={() => setMode('password')} /> : null}
        <div className="zy-login-links">
          {mode === 'reset' ? (
            <a onClick={() => setMode('password')} data-testid="login-back">返回登录</a>
          ) : (
            <a onClick={() => setMode('reset')} data-testid="login-forgot">忘记密码？</a>
          )}
          <Link to="/helpcenter">遇到问题？</Link>
        </div>
      </Segment>
    </div>
  );
}
