import { Button, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { personText, terminalName, timeText } from '../lib/format';
import type { Change } from '../types';

/** The table's changes: who (nickname, masked phone, role), when, what, from which terminal and IP. */
export function HistoryTable({ changes, current, picked, canRestore, onPick, onRestore }: {
  changes: Change[];
  current: number;
  picked: number[];
  canRestore: boolean;
  onPick: (v: number) => void;
  onRestore: (v: number) => void;
}) {
  return (
    <ScrollTable celled compact striped data-testid="wish-history-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>对比</Table.HeaderCell>
          <Table.HeaderCell>版本</Table.HeaderCell>
          <Table.HeaderCell>时间</Table.HeaderCell>
          <Table.HeaderCell>操作人</Table.HeaderCell>
          <Table.HeaderCell>权限</Table.HeaderCell>
          <Table.HeaderCell>修改内容</Table.HeaderCell>
          <Table.HeaderCell>终端</Table.HeaderCell>
          <Table.HeaderCell>IP 地址</Table.HeaderCell>
          {canRestore ? <Table.HeaderCell>操作</Table.HeaderCell> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={c.Version} data-testid="wish-history-row" data-version={c.Version}>
            <Table.Cell>
              <input type="checkbox" checked={picked.includes(c.Version)} onChange={() => onPick(c.Version)} aria-label={`选择第${c.Version}版用于对比`} data-testid="wish-history-pick" />
            </Table.Cell>
            <Table.Cell data-testid="wish-history-version">第{c.Version}版</Table.Cell>
            <Table.Cell data-testid="wish-history-time">{timeText(c.Time, true)}</Table.Cell>
            <Table.Cell data-testid="wish-history-actor">{personText(c.Actor)}</Table.Cell>
            <Table.Cell data-testid="wish-history-role">{c.RoleName}</Table.Cell>
            <Table.Cell data-testid="wish-history-summary">
              {c.Summary}
              {c.Subject ? <span className="zy-muted">（{personText(c.Subject)}）</span> : null}
            </Table.Cell>
            <Table.Cell>{terminalName(c.TerminalType)}</Table.Cell>
            <Table.Cell>{c.ClientIP}</Table.Cell>
            {canRestore ? (
              <Table.Cell>
                {c.Version < current ? <Button type="button" basic size="mini" content="恢复到此版本" onClick={() => onRestore(c.Version)} data-testid="wish-history-restore" /> : <span className="zy-muted">当前版本</span>}
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
