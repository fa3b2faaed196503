import { Form } from 'semantic-ui-react';
import { resendLabel } from '../hooks/useResendCountdown';

/** The SMS code input with its send button (disabled during the resend countdown). */
export function SmsCodeInput(props: {
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  remaining: number;
  sending: boolean;
  testPrefix: string;
}) {
  const { value, onChange, onSend, remaining, sending, testPrefix } = props;
  return (
    <Form.Field>
      <label htmlFor={`${testPrefix}-sms-code`}>短信验证码</label>
      <div className="zy-inline-row">
        <input
          id={`${testPrefix}-sms-code`}
          value={value}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder="请输入短信验证码"
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          data-testid={`${testPrefix}-sms-code`}
        />
        <button
          type="button"
          className="ui basic button zy-sms-button"
          disabled={remaining > 0 || sending}
          onClick={onSend}
          data-testid={`${testPrefix}-send-sms`}
          data-remaining={remaining}
        >
          {sending ? '发送中…' : resendLabel(remaining)}
        </button>
      </div>
    </Form.Field>
  );
}
