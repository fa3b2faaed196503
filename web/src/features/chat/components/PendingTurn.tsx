import { Loader } from 'semantic-ui-react';
import type { Pending } from '../hooks/useAsk';

/** The question being answered: the tools the answer uses and its text as it arrives. */
export function PendingTurn({ pending }: { pending: Pending }) {
  const tools = pending.tools.map((t) => t.Label || t.Name);
  return (
    <li className="zy-chat-turn" data-testid="chat-pending" aria-busy="true">
      <div className="zy-chat-question" data-testid="chat-question">
        <span className="zy-visually-hidden">问：</span>
        {pending.question}
      </div>
      <div className="zy-chat-answer">
        <div className="zy-chat-working" role="status" data-testid="chat-working">
          <Loader active inline size="tiny" />
          <span>{tools.length ? '正在' : '正在思考…'}</span>
          {tools.length ? (
            <ul className="zy-chat-tools" data-testid="chat-tools">
              {tools.map((t, i) => (
                <li key={i}>{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {pending.text ? (
          <div className="zy-chat-answer-text" data-testid="chat-streaming">
            {pending.text}
          </div>
        ) : null}
      </div>
    </li>
  );
}
