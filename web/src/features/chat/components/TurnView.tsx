import type { Turn } from '../types';
import { AnswerText } from './AnswerText';
import { CitationCards } from './CitationCards';

/** A question and its answer with the answer's sources. */
export function TurnView({ turn, scope }: { turn: Turn; scope: string }) {
  const citations = turn.Citations ?? [];
  const id = `${scope}-${turn.TurnId}`;
  return (
    <li className="zy-chat-turn" data-testid="chat-turn" data-turn={turn.TurnId}>
      <div className="zy-chat-question" data-testid="chat-question">
        <span className="zy-visually-hidden">问：</span>
        {turn.Question}
      </div>
      <div className="zy-chat-answer">
        <span className="zy-visually-hidden">答：</span>
        <AnswerText text={turn.Answer} citations={citations} scope={id} />
        {turn.Replaced ? <p className="zy-chat-replaced" data-testid="chat-replaced">大模型的回答未通过核对，这里显示的是规则问答的回答。</p> : null}
        <CitationCards citations={citations} scope={id} />
      </div>
    </li>
  );
}
