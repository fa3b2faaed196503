import { Message } from 'semantic-ui-react';
import { useBank } from '../hooks/useBank';
import type { BankCode } from '../types';
import { AnswerSheet } from './AnswerSheet';
import { UnknownBank } from './UnknownBank';
import '../assessment.css';

/**
 * /holland-answer, /MBTI-answer, /test-content?bank=, /allround-answer, /enter-path?step=answer:
 * one item at a time, then a review and 提交.
 */
export default function AnswerPage({ bank: fixed }: { bank?: BankCode }) {
  const bank = useBank(fixed);
  return (
    <div className="zy-container zy-test-page" data-testid="test-answer-page">
      {bank ? (
        <AnswerSheet key={bank} bank={bank}>
          {bank === 'allround' ? (
            <Message size="small" className="zy-test-hint">
              共四部分：兴趣、性格、能力、价值观。每部分的选项不同，请看清按钮上的文字再选。
            </Message>
          ) : null}
        </AnswerSheet>
      ) : (
        <UnknownBank />
      )}
    </div>
  );
}
