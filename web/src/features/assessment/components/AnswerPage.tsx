import { useState } from 'react';
import { Header, Message } from 'semantic-ui-react';
import { LoadState } from '@/features/major/components/LoadState';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnswerSheet } from '../hooks/useAnswerSheet';
import { useBank } from '../hooks/useBank';
import { useQuestions } from '../hooks/useQuestions';
import { useSubmit } from '../hooks/useSubmit';
import { answeredCount, isReview, progressPercent, unansweredOf } from '../lib/sheet';
import type { BankCode } from '../types';
import { QuestionStep } from './QuestionStep';
import { ReviewStep } from './ReviewStep';
import { UnknownBank } from './UnknownBank';
import '../assessment.css';

/** /holland-answer, /MBTI-answer, /test-content?bank=: one item at a time, then a review and 提交. */
export default function AnswerPage({ bank: fixed }: { bank?: BankCode }) {
  const bank = useBank(fixed);
  return <div className="zy-container zy-test-page" data-testid="test-answer-page">{bank ? <Answer key={bank} bank={bank} /> : <UnknownBank />}</div>;
}

function Answer({ bank }: { bank: BankCode }) {
  const list = useQuestions(bank);
  const { sheet, discarded, answer, goTo } = useAnswerSheet(bank, list.data);
  const sending = useSubmit(bank, list.data, sheet);
  // The first item shown after a load keeps the page's focus; every later one takes it.
  const [moved, setMoved] = useState(false);
  const move = (to: number) => {
    setMoved(true);
    goTo(to);
  };
  const q = list.data;
  useDocumentTitle(q ? `${q.Name} · 答题` : null);
  const questions = q?.Questions ?? [];
  const values = sheet?.values ?? {};
  const current = sheet && !isReview(sheet, questions) ? questions[sheet.index] : null;

  return (
    <>
      <Header as="h1" size="medium" data-testid="test-name">
        {q?.Name ?? ''}
      </Header>
      <LoadState state={list} testId="test-questions" retry={list.reload} />
      {discarded ? (
        <Message warning size="small" data-testid="test-discarded">
          题库已更新，之前保存的作答已清除，请重新作答。
        </Message>
      ) : null}
      {q && sheet && current ? (
        <QuestionStep
          key={current.Id}
          question={current}
          index={sheet.index}
          total={questions.length}
          answered={answeredCount(questions, values)}
          percent={progressPercent(questions, values)}
          options={q.Options ?? []}
          value={values[current.Id]}
          focus={moved}
          onChoose={(v) => {
            setMoved(true);
            answer(current.Id, v);
          }}
          onBack={() => move(sheet.index - 1)}
          onForward={() => move(sheet.index + 1)}
        />
      ) : null}
      {q && sheet && !current ? (
        <ReviewStep
          total={questions.length}
          unanswered={unansweredOf(questions, values)}
          error={sending.error}
          busy={sending.busy}
          loggedIn={sending.loggedIn}
          focus={moved}
          onJump={(no) => move(no - 1)}
          onSubmit={() => void sending.submit()}
          onReload={list.reload}
        />
      ) : null}
      {q?.Notice ? (
        <p className="zy-muted zy-small" data-testid="test-notice">
          {q.Notice}
        </p>
      ) : null}
    </>
  );
}
