import { Link, useLocation } from 'react-router';
import { Table } from 'semantic-ui-react';
import { majorPaths } from '../lib/paths';
import type { RankItem } from '../types';
import { MajorMarks } from './MajorMarks';
import { ScrollTable } from '@/components/ScrollTable';

/** The ranking rows: rank (ties share one), major, 门类 / 专业类, the ranked value as the API words it. */
export function RankTable({ items }: { items: RankItem[] }) {
  const paths = majorPaths(useLocation().pathname);
  return (
    <ScrollTable celled compact unstackable data-testid="major-rank-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell width={1}>排名</Table.HeaderCell>
          <Table.HeaderCell>专业</Table.HeaderCell>
          <Table.HeaderCell>专业代码</Table.HeaderCell>
          <Table.HeaderCell>学科门类 / 专业类</Table.HeaderCell>
          <Table.HeaderCell>开设院校数</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((m) => (
          <Table.Row key={m.Code} data-testid="major-rank-row">
            <Table.Cell data-testid="major-rank-no">{m.Rank}</Table.Cell>
            <Table.Cell>
              <Link to={paths.detail(m.Code)}>{m.Name}</Link> <MajorMarks major={m} />
            </Table.Cell>
            <Table.Cell>{m.Code}</Table.Cell>
            <Table.Cell>
              {m.CategoryName} / {m.ClassName}
            </Table.Cell>
            <Table.Cell data-testid="major-rank-value">{m.ValueText || `${m.Value} 所`}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
