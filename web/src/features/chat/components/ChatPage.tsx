import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router';
import { isLoggedInAtom } from '@/lib/session';
import { useChatConfig } from '../hooks/useChatConfig';
import { ErrorLine } from './ErrorLine';
import { ChatIntro } from './ChatIntro';
import { ChatWorkspace } from './ChatWorkspace';
import { SharedChatView } from './SharedChatView';
import '../chat.css';

/**
 * /ai (AI 智能问答): answers from the portal's own data, a source for every number
 * (docs/API-CHAT.md). A visitor reads what it answers and logs in to ask; a signed-in user has
 * their chats (/ai?chat=). A shared chat (/ai?share=) is readable by anyone.
 */
export default function ChatPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const shareId = (params.get('share') ?? '').trim();
  const config = useChatConfig(!shareId);
  const chatId = (params.get('chat') ?? '').trim();

  let body;
  if (shareId) body = <SharedChatView shareId={shareId} />;
  else if (!loggedIn) body = <ChatIntro config={config.data} back={pathname + search} />;
  else body = <ChatWorkspace chatId={chatId} config={config.data} limits={config.limits} />;
  return (
    <div className="zy-container zy-chat" data-testid="chat-page">
      <h1 className="zy-chat-h1">AI 智能问答</h1>
      {config.error ? <ErrorLine message={config.error.message} testId="chat-config-error" /> : null}
      {body}
    </div>
  );
}
