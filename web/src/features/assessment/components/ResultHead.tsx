import { Header, Message } from 'semantic-ui-react';
import { timeText } from '../lib/format';
import type { Result } from '../types';

/**
 * A result's title, test, code and time, and a word when it was scored on an earlier bank.
 * `showCode` false: the code is for machines (升学路径's path codes), the page names them.
 */
export function ResultHead({ result: r, showCode = true }: { result: Result; showCode?: boolean }) {
  return (
    <>
      <Header as="h1" size="medium">
        <span data-testid="test-result-title">{r.Title}</span>
        <Header.Subheader>
          {r.BankName}
          {showCode && r.Code ? (
            <>
              {' '}
              · <span data-testid="test-result-code">{r.Code}</span>
            </>
          ) : null}{' '}
          · 测评时间 {timeText(r.SubmittedAt)}
        </Header.Subheader>
      </Header>
      {r.OldBank ? (
        <Message warning size="small" data-testid="test-result-oldbank">
          这次结果按题库的旧版本计分；题库已更新，重新测评可得到按新版本计分的结果。
        </Message>
      ) : null}
    </>
  );
}
