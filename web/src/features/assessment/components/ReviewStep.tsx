import { useEffect, useRef } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { ApiCode, type ApiError } from '@/lib/api-client';
import type { Question } from '../types';

/** The last step: what is still unanswered (each a way back to it), then 提交. */
export function ReviewStep({ total, unanswered, error, busy, loggedIn, focus, onJump, onSubmit, onReload }: {
  total: number;
  unanswered: Question[];
  error: ApiError | null;
  busy: boolean;
  loggedIn: boolean;
  /** Reached by answering the last item: the review takes the focus. */
  focus: boolean;
  onJump: (no: number) => void;
  onSubmit: () => void;
  /** Reads the items again (the bank was updated). */
  onReload: () => void;
}) {
  const done = unanswered.length === 0;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <section className="zy-test-step" data-testid="test-review">
      <h2 className="zy-test-question" tabIndex={-1} ref={heading}>
        检查并提交
      </h2>
      {done ? (
        <p data-testid="test-review-done">全部 {total} 题都已作答。提交后即生成结果；之后想改，可以重新测评（每次的结果都会保留）。</p>
      ) : (
        <>
          <p data-testid="test-review-missing">
            还有 {unanswered.length} 题没有作答（共 {total} 题），请先作答：
          </p>
          <div className="zy-test-missing">
            {unanswered.map((q) => (
              <button key={q.Id} type="button" className="zy-test-missing-item" onClick={() => onJump(q.No)} data-testid="test-unanswered">
                第 {q.No} 题
              </button>
            ))}
          </div>
        </>
      )}
      {!loggedIn ? (
        <Message info size="small" data-testid="test-login-hint">
          提交需要登录：点“登录后提交”，登录后会回到这里，已作答的内容不会丢失。
        </Message>
      ) : null}
      {error ? (
        <Message negative size="small" data-testid="test-submit-error">
          <p>{error.message}</p>
          {error.code === ApiCode.Conflict ? <Button size="small" type="button" onClick={onReload} content="刷新题目" data-testid="test-reload" /> : null}
        </Message>
      ) : null}
      <div className="zy-test-nav">
        <Button basic type="button" icon="angle left" content="返回作答" onClick={() => onJump(total)} data-testid="test-review-back" />
        <Button primary type="button" loading={busy} disabled={!done || busy} onClick={onSubmit} content={loggedIn ? '提交' : '登录后提交'} data-testid="test-submit" />
      </div>
    </section>
  );
}
