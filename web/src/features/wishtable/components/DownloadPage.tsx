import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Header } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf, type MembersOnly } from '@/features/membership/lib/members-only';
import { Rights } from '@/features/membership/lib/rights';
import { exportTable, type ExportFormat } from '../api/export-table';
import { useTableDetail } from '../hooks/useTableDetail';
import { saveBlob } from '../lib/download';
import { printPath } from '../lib/links';
import type { Detail } from '../types';
import { TableGate } from './TableGate';
import { TableNav } from './TableNav';
import '../wishtable.css';

/** /download?id=: the table as the province's filling form, in Excel or PDF. */
export default function DownloadPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { detail, error } = useTableDetail(id);
  return (
    <div className="zy-container zy-wish-page" data-testid="wish-download-page">
      <TableGate id={id} detail={detail} error={error}>
        {(d) => <Downloads detail={d} />}
      </TableGate>
    </div>
  );
}

function Downloads({ detail }: { detail: Detail }) {
  const t = detail.Table;
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState('');
  const [membersOnly, setMembersOnly] = useState<MembersOnly | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError('');
    setMembersOnly(null);
    try {
      const file = await exportTable(t.TableId, format);
      saveBlob(file.blob, file.name);
      notify.success(`已开始下载 ${file.name}`);
    } catch (e) {
      const m = membersOnlyOf(e);
      if (m) return setMembersOnly(m);
      setError((e as Error).message);
      notify.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <TableNav id={t.TableId} current="download" />
      <Header as="h1" size="medium">
        下载「{t.Name}」
        <Header.Subheader>
          第 {t.Version} 版 · {detail.Units?.length ?? 0} 个志愿 · 按{t.ProvinceName}志愿填报表的格式排版，每页注明表版本和导出时间
        </Header.Subheader>
      </Header>
      <div className="zy-wish-downloads">
        <Button type="button" primary icon="file excel outline" content="下载 Excel" loading={busy === 'xlsx'} disabled={Boolean(busy)} onClick={() => void download('xlsx')} data-testid="wish-download-xlsx" />
        <Button type="button" primary icon="file pdf outline" content="下载 PDF" loading={busy === 'pdf'} disabled={Boolean(busy)} onClick={() => void download('pdf')} data-testid="wish-download-pdf" />
        <MemberBadge right={Rights.WishExport} />
        <Button as={Link} to={printPath(t.TableId)} basic icon="print" content="在线打印" data-testid="wish-download-print" />
      </div>
      <MembersOnlyNotice notice={membersOnly} />
      {error ? (
        <p className="zy-wish-error" role="alert" data-testid="wish-download-error">
          {error}
        </p>
      ) : null}
      <p className="zy-muted zy-small">下载的文件仅供核对和留存，正式填报请以省教育考试院的志愿填报系统为准。</p>
    </>
  );
}
