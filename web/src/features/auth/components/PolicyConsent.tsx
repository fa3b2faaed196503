import { Checkbox } from 'semantic-ui-react';

export const MSG_POLICY_NEEDED = '请先阅读并同意《用户协议》和《隐私政策》';

/**
 * The consent a login or registration needs. The texts open in a new tab so the form keeps what
 * was typed; the server records the version agreed to (PoliciesAccepted).
 */
export function PolicyConsent({ checked, onChange, testPrefix }: { checked: boolean; onChange: (v: boolean) => void; testPrefix: string }) {
  return (
    <div className="zy-policy-consent">
      <Checkbox
        id={`${testPrefix}-policy`}
        checked={checked}
        onChange={(_e, d) => onChange(Boolean(d.checked))}
        aria-label="我已阅读并同意用户协议和隐私政策"
        data-testid={`${testPrefix}-policy`}
      />
      <label htmlFor={`${testPrefix}-policy`}>
        我已阅读并同意
        <a href="#/agreement" target="_blank" rel="noopener" data-testid={`${testPrefix}-agreement-link`}>《用户协议》</a>和
        <a href="#/privacy" target="_blank" rel="noopener" data-testid={`${testPrefix}-privacy-link`}>《隐私政策》</a>
      </label>
    </div>
  );
}
