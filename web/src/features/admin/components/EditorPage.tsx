import { Link, useParams } from 'react-router';
import { Button, Header, Message } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useAdmin } from '../hooks/useAdmin';
import { useContentEditor } from '../hooks/useContentEditor';
import { isKind, KIND_NAMES } from '../lib/kinds';
import { readerPath } from '../lib/links';
import { canWrite } from '../lib/roles';
import type { Kind, Me } from '../types';
import { ConflictNotice } from './ConflictNotice';
import { EditorFields } from './EditorFields';
import { HistoryList } from './HistoryList';
import { ItemStatus } from './ItemStatus';
import { LostBody } from './LostBody';
import { MarkdownEditor } from './MarkdownEditor';
import { WorkflowBar } from './WorkflowBar';

/** /admin/:kind/new and /admin/:kind/:id: one item's editor (a fresh one per item). */
export default function EditorPage() {
  const me = useAdmin();
  const { kind = '', id = '' } = useParams();
  if (!isKind(kind)) return <EmptyState text="没有这类内容" testId="admin-unknown-kind" />;
  return <ContentEditor key={`${kind}/${id}`} me={me} kind={kind} id={id || null} />;
}

function ContentEditor({ me, kind, id }: { me: Me; kind: Kind; id: string | null }) {
  const ed = useContentEditor(kind, id);
  const { detail, form, dirty, busy } = ed;
  const back = <Link to={`/admin/${kind}`}>← 返回{KIND_NAMES[kind]}列表</Link>;
  if (id && !detail) {
    if (!ed.loadError) return <PageLoader />;
    return (
      <div data-testid="admin-editor-missing">
        <p className="zy-admin-error">{ed.loadError.code === ApiCode.NotFound ? '内容不存在' : ed.loadError.message}</p>
        {back}
      </div>
    );
  }
  const live = detail?.Live ? readerPath(detail) : null;
  return (
    <div className="zy-admin-editor" data-testid="admin-editor">
      <div className="zy-admin-page-head">
        <Header as="h2">{id ? `编辑${KIND_NAMES[kind]}` : `新建${KIND_NAMES[kind]}`}</Header>
        {back}
        {live ? (
          <a href={`#${live}`} target="_blank" rel="noopener" data-testid="admin-live-link">
            查看线上页面
          </a>
        ) : null}
      </div>
      {detail ? <ItemStatus item={detail} me={me.UserId} /> : null}
      {ed.conflict ? <ConflictNotice message={ed.conflict} busy={busy} onReload={() => void ed.reloadNow()} /> : null}
      {ed.error ? (
        <Message negative data-testid="admin-editor-error">
          {ed.error}
        </Message>
      ) : null}
      {ed.lostBody !== null ? <LostBody body={ed.lostBody} onDismiss={ed.dismissLost} /> : null}
      <form
        id="admin-content-form"
        className="ui form zy-admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void ed.save();
        }}
      >
        <EditorFields kind={kind} form={form} change={ed.change} isNew={!id} />
        <MarkdownEditor value={form.body} onChange={(body) => ed.change({ body })} initialHtml={detail?.Preview ?? ''} />
      </form>
      {/* Outside the form: the dialogs' own forms must not submit it (React events cross portals). */}
      <div className="zy-admin-actions">
        {canWrite(me) ? (
          <Button type="submit" form="admin-content-form" primary loading={busy} disabled={busy || (Boolean(id) && !dirty)} content={id ? '保存' : '保存草稿'} data-testid="admin-save" />
          ) : null}
        {detail ? <WorkflowBar me={me} item={detail} dirty={dirty} busy={busy} onStep={ed.step} /> : null}
      </div>
      {detail ? <HistoryList steps={detail.History ?? []} me={me.UserId} /> : null}
    </div>
  );
}
