import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { actorName, eventName } from '../lib/events';
import { beijingTime } from '../lib/time';
import type { Step } from '../types';

/** The item's history, newest first: what was done, by whom, when, from where, and the note. */
export function HistoryList({ steps, me }: { steps: Step[]; me: string }) {
  if (!steps.length) return null;
  const rows = [...steps].reverse();
  return (
    <details className="zy-admin-history" open data-testid="admin-history">
      <summary>修改记录（{steps.length}）</summary>
      <ScrollTable compact celled>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>版本</Table.HeaderCell>
            <Table.HeaderCell>操作</Table.HeaderCell>
            <Table.HeaderCell>操作人</Table.HeaderCell>
            <Table.HeaderCell>时间</Table.HeaderCell>
            <Table.HeaderCell>IP</Table.HeaderCell>
            <Table.HeaderCell>备注</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((s) => (
            <Table.Row key={`${s.Version}-${s.Type}`} data-testid="admin-history-row">
              <Table.Cell>{s.Version}</Table.Cell>
              <Table.Cell data-testid="admin-history-type">{eventName(s.Type)}</Table.Cell>
              <Table.Cell title={s.Actor} data-testid="admin-history-actor">{actorName(s.Actor, me, { nick: s.ActorNick, phone: s.ActorPhone })}</Table.Cell>
              <Table.Cell className="zy-admin-nowrap">{beijingTime(s.At)}</Table.Cell>
              <Table.Cell>{s.IP || '—'}</Table.Cell>
              <Table.Cell>{s.Note || ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </details>
  );
}
