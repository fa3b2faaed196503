import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, Icon } from 'semantic-ui-react';
import { MSG_MEMBERS_ONLY, OPENVIP_PATH, type MembersOnly } from '../lib/members-only';
import '../membership.css';

/** A members-only refusal (Code 402): the server's message and 开通会员. */
export function MembersOnlyNotice({ notice, testId = 'members-only' }: { notice: MembersOnly | string | null; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  const n = typeof notice === 'string' ? { message: notice || MSG_MEMBERS_ONLY, url: OPENVIP_PATH } : notice;
  return (
    <div ref={ref} className="zy-members-only" role="alert" data-testid={testId}>
      <Icon name="diamond" color="orange" aria-hidden="true" />
      <span className="zy-members-only-text" data-testid="members-only-message">
        {n.message}
      </span>
      <Button as={Link} to={n.url} size="small" color="orange" content="开通会员" data-testid="members-only-open" />
    </div>
  );
}
