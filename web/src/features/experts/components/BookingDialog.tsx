import { useState, type FormEvent } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { bookingProblems, QUESTION_MAX } from '../lib/booking-form';
import { charCount } from '../lib/profile-form';
import { rangeText } from '../lib/time';
import type { ReserveInput, Slot } from '../types';
import { ErrorLine } from './ErrorLine';

/** 预约: who the expert calls, at which number, and what the family wants to ask (optional). */
export function BookingDialog({ slot, expertName, busy, error, onSubmit, onClose }: {
  slot: Slot;
  expertName: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: Omit<ReserveInput, 'TeacherId' | 'SlotId'>) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [question, setQuestion] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const found = bookingProblems(name, phone, question);
    setProblems(found);
    if (found.length) return;
    onSubmit(question.trim() ? { Name: name.trim(), Phone: phone.trim(), Question: question.trim() } : { Name: name.trim(), Phone: phone.trim() });
  };
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="expert-book-dialog" aria-labelledby="expert-book-title">
      <Modal.Header id="expert-book-title">预约{expertName}</Modal.Header>
      <Modal.Content>
        <p data-testid="expert-book-when">
          时段：<strong>{rangeText(slot.Start, slot.End)}</strong>（{slot.ModeName}，{slot.Minutes} 分钟）
        </p>
        <form className="ui form" id="expert-book-form" onSubmit={submit} noValidate>
          <div className="field required">
            <label htmlFor="expert-book-name">联系人姓名</label>
            <input id="expert-book-name" maxLength={20} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} data-testid="expert-book-name" />
          </div>
          <div className="field required">
            <label htmlFor="expert-book-phone">手机号（专家按这个号码联系你）</label>
            <input id="expert-book-phone" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="expert-book-phone" />
          </div>
          <div className="field">
            <label htmlFor="expert-book-question">想咨询的问题（选填）</label>
            <textarea id="expert-book-question" rows={4} maxLength={QUESTION_MAX} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder="例如：孩子的分数、选科和想去的地区，方便专家提前准备" data-testid="expert-book-question" />
            <div className="zy-muted zy-experts-small zy-experts-counter">
              {charCount(question)}/{QUESTION_MAX}
            </div>
          </div>
        </form>
        {problems.length ? <ErrorLine message={problems.join('；')} testId="expert-book-problems" /> : null}
        <ErrorLine message={error} testId="expert-book-error" />
        <p className="zy-muted zy-experts-small">预约免费；开始 24 小时以前可以取消或改期一次。</p>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="submit" form="expert-book-form" primary loading={busy} disabled={busy} content="确认预约" data-testid="expert-book-submit" />
      </Modal.Actions>
    </Modal>
  );
}
