import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { Rights } from '@/features/membership/lib/rights';
import type { Detail } from '../types';
import { InviteLinkForm } from './InviteLinkForm';
import { LinkList } from './LinkList';
import { MemberList } from './MemberList';
import { ShareByPhoneForm } from './ShareByPhoneForm';

/** 共享 (the owner): by phone or by a one-time link; the members and the links. */
export function SharePanel({ detail, reload }: { detail: Detail; reload: () => Promise<unknown> }) {
  const id = detail.Table.TableId;
  return (
    <section className="zy-wish-panel zy-wish-share" aria-labelledby="wish-share-title" data-testid="wish-share">
      <h2 id="wish-share-title">
        共享志愿表
        <MemberBadge right={Rights.WishShare} />
      </h2>
      <p className="zy-muted zy-small">可编辑：增删、排序、选专业；可备注：只能写备注；仅查看：只能查看、下载。最多共享给10人。</p>
      <ShareByPhoneForm tableId={id} onDone={reload} />
      <InviteLinkForm tableId={id} onDone={reload} />
      <h3>共享成员</h3>
      <MemberList tableId={id} members={detail.Members ?? []} onDone={reload} />
      {detail.Links?.length ? <h3>邀请链接</h3> : null}
      <LinkList tableId={id} links={detail.Links ?? []} onDone={reload} />
    </section>
  );
}
