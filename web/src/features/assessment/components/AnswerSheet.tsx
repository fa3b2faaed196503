import { useState, type ReactNode } from 'react';
import { Header, Message } from 'semantic-ui-react';
import { LoadState } from '@/features/major/components/LoadState';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnswerSheet } from '../hooks/useAnswerSheet';
import { useQuestions } from '../hooks/useQuestions';
import { useSubmit } from '../hooks/useSubmit';
import { optionsOf, sectionOf, sectionPosition } from '../lib/question-options';
import { answeredCount, isReview, progressPercent, unansweredOf } from '../lib/sheet';
import type { BankCode, QuestionScope, SheetExtra } from '../types';
import { QuestionStep } from './QuestionStep';
import { ReviewStep } from './ReviewStep';

/**
 * A test being answered: one item at a time (its own, its section's or the bank's options), then
 * a review and 提交. `extra` is submitted with the answers; `scope` chooses the items asked (选科测评:
 * the province's); `children` show under the heading.
 */
export function AnswerSheet({
  bank,
  extra,
  scope,
  children,
}: {
  bank: BankCode;
  extra?: SheetExtra;
  scope?: QuestionScope;
  children?: ReactNode;
}) {
  const list = useQuestions(bank, scope);
  const { sheet, discarded, answer, goTo } = useAnswerSheet(bank, list.data);
  const sending = useSubmit(bank, list.data, sheet, extra);
  // The first item shown after a load keeps the page's focus; every later one takes it.
  const [moved, setMoved] = useState(false);
  // An item reached by answering the one before takes no answer for a moment: the second tap
  // of a double tap would otherwise answer it with the same value.
  const [answered, setAnswered] = useState(false);
  const move = (to: number) => {
    setMoved(true);
    setAnswered(false);
    goTo(to);
  };
  const q = list.data;
  useDocumentTitle(q ? `${q.Name} · 答题` : null);
  const questions = q?.Questions ?? [];
  const values = sheet?.values ?? {};
  const current = sheet && !isReview(sheet, questions) ? questions[sheet.index] : null;
  const section = q && current ? sectionOf(q, current) : null;
  const place = q && current ? sectionPosition(q, current) : null;

  return (
    <>
      <Header as="h1" size="medium" data-testid="test-name">
        {q?.Name ?? ''}
      </Header>
      {children}
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
          options={optionsOf(q, current)}
          section={section && place ? { name: section.Name, index: place.index, total: place.total } : null}
          value={values[current.Id]}
          focus={moved}
          settle={answered}
          onChoose={(v) => {
            setMoved(true);
            setAnswered(true);
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
