import { Link } from 'react-router';
import { loginPath } from '@/lib/navigation';
import type { ChatConfig } from '../types';
import { EngineNote } from './EngineNote';

/** For a visitor: what the assistant answers, what its answers rest on, and 登录后提问. */
export function ChatIntro({ config, back }: { config: ChatConfig | null; back: string }) {
  const topics = config?.Topics ?? [];
  const examples = config?.Examples ?? [];
  return (
    <section className="zy-chat-intro" data-testid="chat-intro" aria-labelledby="chat-intro-title">
      <h2 id="chat-intro-title">问分数、位次、院校和专业，答案都有出处</h2>
      <p>
        智能问答只用本站自己的数据回答：一分一段表、批次线、院校和专业的录取分、招生计划、专业和职业介绍等。每个数字都注明来源，点开就能核对。
      </p>
      {topics.length ? (
        <>
          <h3>可以问这些</h3>
          <ul className="zy-chat-topics" data-testid="chat-topics">
            {topics.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      ) : null}
      {examples.length ? (
        <>
          <h3>例如</h3>
          <ul className="zy-chat-example-list" data-testid="chat-intro-examples">
            {examples.map((q) => (
              <li key={q}>“{q}”</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={loginPath(back)} className="ui primary button zy-chat-login" data-testid="chat-login">
        登录后提问
      </Link>
      <EngineNote config={config} />
    </section>
  );
}
