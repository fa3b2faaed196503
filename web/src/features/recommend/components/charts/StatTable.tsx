import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { LABEL_ORDER } from '../../lib/labels';
import type { StatRow } from '../../lib/stat';

/** The chart's figures as a table (its text alternative): each row's count per label and its total. */
export function StatTable({ rows, nameHeader, caption, testId }: { rows: StatRow[]; nameHeader: string; caption: string; testId: string }) {
  return (
    <ScrollTable celled compact unstackable className="zy-rec-stat-table" data-testid={testId}>
      <caption className="zy-visually-hidden">{caption}</caption>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{nameHeader}</Table.HeaderCell>
          {LABEL_ORDER.map((l) => (
            <Table.HeaderCell key={l}>{l === '无' ? '无概率' : l}</Table.HeaderCell>
          ))}
          <Table.HeaderCell>合计</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.name} data-testid={`${testId}-row`}>
            <Table.Cell>{r.name}</Table.Cell>
            {LABEL_ORDER.map((l) => (
              <Table.Cell key={l}>{r.counts[l]}</Table.Cell>
            ))}
            <Table.Cell>{r.total}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
