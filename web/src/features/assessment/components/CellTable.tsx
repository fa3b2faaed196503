import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { cellName, peopleText } from '../lib/format';
import type { Cell } from '../types';

/** Published cells as a table: a name and its people. */
export function CellTable({ cells, head, testId }: { cells: Cell[]; head: string; testId: string }) {
  return (
    <ScrollTable celled compact unstackable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{head}</Table.HeaderCell>
          <Table.HeaderCell>人数</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {cells.map((c) => (
          <Table.Row key={c.Value}>
            <Table.Cell>{cellName(c)}</Table.Cell>
            <Table.Cell>{peopleText(c.N)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
