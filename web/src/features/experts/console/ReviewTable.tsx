import { Link } from 'react-router';
import { Label, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { expertStateColor, expertStateName, REVISION_NAME } from '../lib/states';
import { stampText } from '../lib/time';
import type { ExpertRecord } from '../types';

/** Applications and experts: who, state (and a revision waiting), when applied, their phone, and the way to the review. */
export function ReviewTable({ list }: { list: ExpertRecord[] }) {
  return (
    <ScrollTable celled compact className="zy-admin-table" data-testid="expert-review-list">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>姓名</Table.HeaderCell>
          <Table.HeaderCell>身份 · 单位</Table.HeaderCell>
          <Table.HeaderCell>状态</Table.HeaderCell>
          <Table.HeaderCell>申请时间</Table.HeaderCell>
          <Table.HeaderCell>联系电话</Table.HeaderCell>
          <Table.HeaderCell>操作</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {list.map((r) => {
          const to = `/admin/experts/${encodeURIComponent(r.Id)}`;
          return (
            <Table.Row key={r.Id} data-testid="expert-review-row" data-id={r.Id}>
              <Table.Cell>
                <Link to={to}>{r.Name}</Link>
              </Table.Cell>
              <Table.Cell className="zy-admin-title-cell">
                {r.Title} · {r.Org}
              </Table.Cell>
              <Table.Cell>
                <Label size="small" basic color={expertStateColor(r.State)} data-testid="expert-review-state">
                  {expertStateName(r.State)}
                </Label>
                {r.Revision ? (
                  <Label size="small" color="orange" data-testid="expert-review-revision-flag">
                    {REVISION_NAME}
                  </Label>
                ) : null}
              </Table.Cell>
              <Table.Cell className="zy-admin-nowrap">{stampText(r.AppliedAt)}</Table.Cell>
              <Table.Cell className="zy-admin-nowrap">{r.Phone}</Table.Cell>
              <Table.Cell>
                <Link className="ui mini basic button" to={to} data-testid="expert-review-open">
                  {r.State === 'pending' || r.Revision ? '审核' : '查看'}
                </Link>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
