import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';

/** What an unknown, withdrawn or unpublished item shows (the server's 404), with the way back. */
export function GoneState({ back, backText }: { back: string; backText: string }) {
  return (
    <EmptyState icon="file outline" text="内容不存在或已下线" testId="content-gone">
      <Link to={back} className="ui primary button" data-testid="content-gone-back">
        {backText}
      </Link>
    </EmptyState>
  );
}
