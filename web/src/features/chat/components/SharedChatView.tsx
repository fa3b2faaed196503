import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useLoad } from '@/lib/use-load';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getChatRecordListToShare } from '../api/get-chat-record-list-to-share';
import { EngineNote } from './EngineNote';
import { ErrorLine } from './ErrorLine';
import { TurnView } from './TurnView';

/** A shared chat (/ai?share=), readable by anyone and read-only; an unknown, revoked or deleted link says 分享链接已失效. */
export function SharedChatView({ shareId }: { shareId: string }) {
  const shared = useLoad(() => getChatRecordListToShare(shareId), `share:${shareId}`);
  useDocumentTitle(shared.data ? `${shared.data.Title} - AI 智能问答` : null);
  if (shared.error?.code === ApiCode.NotFound) {
    return (
      <EmptyState icon="unlinkify" text="分享链接已失效" testId="chat-share-gone">
        <Link to="/ai" className="ui primary button" data-testid="chat-share-gone-ask">
          去智能问答
        </Link>
      </EmptyState>
    );
  }
  if (shared.error) return <ErrorLine message={shared.error.message} testId="chat-share-error" />;
  if (!shared.data) return <PageLoader lines={6} testId="chat-share-loading" />;
  return (
    <section className="zy-chat-shared" data-testid="chat-shared" aria-labelledby="chat-shared-title">
      <h2 id="chat-shared-title" data-testid="chat-shared-title">{shared.data.Title}</h2>
      <p className="zy-chat-note">这是一段分享的对话，只能查看。</p>
      <ol className="zy-chat-turns">
        {(shared.data.List ?? []).map((t) => (
          <TurnView key={t.TurnId} turn={t} scope={`share-${shareId}`} />
        ))}
      </ol>
      <EngineNote config={null} />
      <Link to="/ai" className="ui button zy-chat-touch" data-testid="chat-share-ask">
        我也来问
      </Link>
    </section>
  );
}
