import { Link, useLocation } from 'react-router';
import { Table } from 'semantic-ui-react';
import { degreeText, schoolCountText, yearsText } from '../lib/format';
import { isVocational, levelOfApi } from '../lib/levels';
import { majorPaths } from '../lib/paths';
import type { MajorItem } from '../types';
import { MajorMarks } from './MajorMarks';
import { ScrollTable } from '@/components/ScrollTable';

/**
 * Majors as a table: code, name with its T / K marks, class, degree, years, number of offering schools.
 * Vocational majors have none of the last three in the catalogue copy: their table shows the level and
 * the copy's 2025年12月新增 flag instead.
 */
export function MajorTable({ majors, showClass }: { majors: MajorItem[]; showClass?: boolean }) {
  if (majors.length && isVocational(majors[0].Level)) return <VocationalTable majors={majors} showClass={showClass} />;
  const paths = majorPaths(useLocation().pathname);
  return (
    <ScrollTable celled compact unstackable data-testid="major-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>专业代码</Table.HeaderCell>
          <Table.HeaderCell>专业名称</Table.HeaderCell>
          {showClass ? <Table.HeaderCell>专业类</Table.HeaderCell> : null}
          <Table.HeaderCell>授予学位</Table.HeaderCell>
          <Table.HeaderCell>修业年限</Table.HeaderCell>
          <Table.HeaderCell>开设院校数</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {majors.map((m) => (
          <Table.Row key={m.Code} data-testid="major-row">
            <Table.Cell>{m.Code}</Table.Cell>
            <Table.Cell>
              <Link to={paths.detail(m.Code)}>{m.Name}</Link> <MajorMarks major={m} />
            </Table.Cell>
            {showClass ? <Table.Cell>{m.ClassName}</Table.Cell> : null}
            <Table.Cell>{degreeText(m.Degree)}</Table.Cell>
            <Table.Cell>{yearsText(m.Years)}</Table.Cell>
            <Table.Cell>{schoolCountText(m.SchoolCount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}

function VocationalTable({ majors, showClass }: { majors: MajorItem[]; showClass?: boolean }) {
  const paths = majorPaths(useLocation().pathname);
  return (
    <ScrollTable celled compact unstackable data-testid="major-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>专业代码</Table.HeaderCell>
          <Table.HeaderCell>专业名称</Table.HeaderCell>
          {showClass ? <Table.HeaderCell>专业类</Table.HeaderCell> : null}
          <Table.HeaderCell>层次</Table.HeaderCell>
          <Table.HeaderCell>目录标注</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {majors.map((m) => (
          <Table.Row key={m.Code} data-testid="major-row">
            <Table.Cell>{m.Code}</Table.Cell>
            <Table.Cell>
              <Link to={paths.detail(m.Code)}>{m.Name}</Link>
            </Table.Cell>
            {showClass ? <Table.Cell>{m.ClassName}</Table.Cell> : null}
            <Table.Cell>{levelOfApi(m.Level).name}</Table.Cell>
            <Table.Cell>{m.Flag || '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
