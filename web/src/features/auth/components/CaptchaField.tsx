import { Form } from 'semantic-ui-react';
import type { CaptchaState } from '../hooks/useCaptcha';

/** Image captcha row: input plus the image (click to refresh). */
export function CaptchaField({ state, testPrefix }: { state: CaptchaState; testPrefix: string }) {
  if (!state.active) return null;
  return (
    <Form.Field className="zy-captcha-field">
      <label htmlFor={`${testPrefix}-captcha-input`}>图形验证码</label>
      <div className="zy-inline-row">
        <input
          id={`${testPrefix}-captcha-input`}
          value={state.code}
          maxLength={8}
          autoComplete="off"
          placeholder="请输入图中字符"
          onChange={(e) => state.setCode(e.target.value)}
          data-testid={`${testPrefix}-captcha-input`}
        />
        <button type="button" className="zy-captcha-image" onClick={() => void state.refresh()} title="看不清？换一张" data-testid={`${testPrefix}-captcha-refresh`}>
          {state.captcha?.Image ? <img src={state.captcha.Image} alt="图形验证码" data-testid={`${testPrefix}-captcha-image`} /> : '加载中'}
        </button>
      </div>
    </Form.Field>
  );
}
