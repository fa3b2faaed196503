import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Header, Table } from 'semantic-ui-react';
import type { HistoryEntry } from '@/types/api';
import { loginDataAtom } from '@/lib/session';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { PageLoader } from '@/components/PageLoader';
import { EmptyState } from '@/components/EmptyState';
import { myHistory } from '../api/my-history';
import { formatDateTime, terminalName } from '../format';
import { ScrollTable } from '@/components/ScrollTable';

/** Account history: who changed what, when, and from where. */
export default function AccountHistoryPage() {
  const login = useAtomValue(loginDataAtom);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  const [total, setTotal] = useState(0);

  const load = useCallback(async (p: number, s: number) => {
    try {
      const r = await myHistory(p, s);
      setRows(Array.isArray(r?.List) ? r.List : []);
      setTotal(Number(r?.Total) || 0);
    } catch {
      setRows([]);
    }
  }, []);
  useEffect(() => {
    void load(page, size);
  }, [load, page, size]);

  const actor = (id: HistoryEntry['ActorUserId']) => (String(id) === String(login?.UserId) ? '本人' : `其他用户（${id}）`);

  return (
    <div data-testid="history-page">
      <Header as="h3" dividing>账号记录</Header>
      {rows === null ? <PageLoader /> : null}
      {rows && !rows.length ? <EmptyState icon="history" text="暂无账号记录" testId="history-empty" /> : null}
      {rows && rows.length ? (
        <>
          <ScrollTable celled compact striped data-testid="history-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>时间</Table.HeaderCell>
                <Table.HeaderCell>类型</Table.HeaderCell>
                <Table.HeaderCell>内容</Table.HeaderCell>
                <Table.HeaderCell>操作人</Table.HeaderCell>
                <Table.HeaderCell>终端</Table.HeaderCell>
                <Table.HeaderCell>IP 地址</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={`${r.Time}-${i}`} data-testid="history-row">
                  <Table.Cell data-testid="history-time">{formatDateTime(r.Time)}</Table.Cell>
                  <Table.Cell data-testid="history-type" title={r.Type}>{r.TypeName || r.Type}</Table.Cell>
                  <Table.Cell data-testid="history-summary">{r.Summary}</Table.Cell>
                  <Table.Cell data-testid="history-actor">{actor(r.ActorUserId)}</Table.Cell>
                  <Table.Cell data-testid="history-terminal">{terminalName(r.TerminalType)}</Table.Cell>
                  <Table.Cell data-testid="history-ip">{r.ClientIP}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
          <Pager total={total} page={page} size={size} onChange={(p, s) => { setPage(p); setSize(s); }} testId="history-pager" />
        </>
      ) : null}
    </div>
  );
}
