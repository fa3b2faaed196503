import { useState, type FormEvent } from 'react';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import type { CardActivation } from '@/types/api';
import { ApiCode, ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { CaptchaField } from '@/features/auth/components/CaptchaField';
import { useCaptcha } from '@/features/auth/hooks/useCaptcha';
import { MSG_CAPTCHA_NEEDED } from '@/features/auth/auth-errors';
import { activationCard } from '../api/activation-card';
import { cardInputError, cardNoText, normalizeCardNo, normalizeCardPwd } from '../lib/card';
import { durationText } from '../lib/format';
import { refreshMembership } from '../lib/refresh';

/** 激活卡密: card number and secret; a captcha once the server asks for one (Code 113). */
export function CardActivationForm() {
  const [cardNo, setCardNo] = useState('');
  const [cardPwd, setCardPwd] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<CardActivation | null>(null);
  const captcha = useCaptcha();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = cardInputError(cardNo, cardPwd) ?? (captcha.missing ? MSG_CAPTCHA_NEEDED : null);
    if (bad) return setError(bad);
    setBusy(true);
    setError('');
    setResult(null);
    try {
      const r = await activationCard({ CardNo: normalizeCardNo(cardNo), CardPwd: normalizeCardPwd(cardPwd), ...captcha.answer() });
      setResult(r);
      setCardNo('');
      setCardPwd('');
      captcha.reset();
      await refreshMembership();
    } catch (err) {
      const needCaptcha = err instanceof ApiError && err.code === ApiCode.CaptchaRequired;
      setError((err as Error).message || (needCaptcha ? MSG_CAPTCHA_NEEDED : '激活失败，请稍后重试'));
      // A captcha answer is used once; a 113 asks for one.
      if (needCaptcha || captcha.active) void captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="zy-vip-section" aria-labelledby="openvip-card-title">
      <Header as="h4" id="openvip-card-title">
        激活卡密
      </Header>
      <Form onSubmit={submit} noValidate className="zy-vip-card-form" data-testid="openvip-card-form">
        <Form.Group widths="equal">
          <Form.Field>
            <label htmlFor="openvip-card-no">卡号</label>
            <input id="openvip-card-no" value={cardNo} maxLength={20} inputMode="numeric" autoComplete="off" placeholder="12位数字，如 1234 5678 9012" onChange={(e) => setCardNo(e.target.value)} data-testid="openvip-card-no" />
          </Form.Field>
          <Form.Field>
            <label htmlFor="openvip-card-pwd">卡密</label>
            <input id="openvip-card-pwd" value={cardPwd} maxLength={24} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="16位，如 ABCD-EFGH-JKMN-PQRS" onChange={(e) => setCardPwd(e.target.value)} data-testid="openvip-card-pwd" />
          </Form.Field>
        </Form.Group>
        <CaptchaField state={captcha} testPrefix="openvip-card" />
        <Button type="submit" primary loading={busy} disabled={busy} content="激活" data-testid="openvip-card-submit" />
      </Form>
      {error ? (
        <p className="zy-vip-error" role="alert" data-testid="openvip-card-error">
          {error}
        </p>
      ) : null}
      {result ? (
        <Message success size="small" data-testid="openvip-card-result">
          激活成功：卡号 {cardNoText(result.CardNo)}，「{result.ProductName}」{durationText(result)}，有效期至 {formatDate(result.ExpireAt)}。
        </Message>
      ) : null}
    </section>
  );
}
