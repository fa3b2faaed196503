import { Link } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode, type ApiError } from '@/lib/api-client';
import type { Pending } from '../hooks/useAsk';
import type { Turn } from '../types';
import { ErrorLine } from './ErrorLine';
import { PendingTurn } from './PendingTurn';
import { TurnView } from './TurnView';

/** The selected chat's turns and the one being answered; a chat that is not the user's (or is gone) says so. */
export function ChatThread({ chatId, turns, loading, error, pending }: {
  chatId: string;
  turns: Turn[];
  loading: boolean;
  error: ApiError | null;
  pending: Pending | null;
}) {
  if (error?.code === ApiCode.NotFound) {
    return (
      <div className="zy-chat-gone" data-testid="chat-gone">
        <p>对话不存在或已删除。</p>
        <Link to="/ai" className="ui primary button">开始新对话</Link>
      </div>
    );
  }
  if (error) return <ErrorLine message={error.message} testId="chat-thread-error" />;
  if (loading) return <PageLoader lines={5} testId="chat-thread-loading" />;
  const streaming = pending && pending.chatId === chatId ? pending : null;
  if (!turns.length && !streaming) return null;
  return (
    <ol className="zy-chat-turns" data-testid="chat-turns" aria-live="polite" aria-busy={Boolean(streaming)}>
      {turns.map((t) => (
        <TurnView key={t.TurnId} turn={t} scope={chatId} />
      ))}
      {streaming ? <PendingTurn pending={streaming} /> : null}
    </ol>
  );
}
