import { Link } from 'react-router';
import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { actorName } from '../lib/events';
import { beijingTime } from '../lib/time';
import type { Item } from '../types';
import { StateLabel } from './StateLabel';

/** The items of a list: title, category, state, last change (when and by whom), edit. */
export function ContentTable({ items, me }: { items: Item[]; me: string }) {
  return (
    <ScrollTable celled compact className="zy-admin-table" data-testid="admin-list">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>标题</Table.HeaderCell>
          <Table.HeaderCell>分类</Table.HeaderCell>
          <Table.HeaderCell>状态</Table.HeaderCell>
          <Table.HeaderCell>最后修改</Table.HeaderCell>
          <Table.HeaderCell>操作</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((it) => {
          const to = `/admin/${it.Kind}/${encodeURIComponent(it.Id)}`;
          return (
            <Table.Row key={it.Id} data-testid="admin-list-row" data-id={it.Id}>
              <Table.Cell className="zy-admin-title-cell">
                <Link to={to} data-testid="admin-list-title">
                  {it.Title}
                </Link>
                {it.Kind === 'page' && it.Code ? <div className="zy-muted zy-small">/content?code={it.Code}</div> : null}
                {it.Top ? <span className="zy-admin-tag">置顶</span> : null}
              </Table.Cell>
              <Table.Cell>{it.Category || '—'}</Table.Cell>
              <Table.Cell>
                <StateLabel item={it} />
                {it.State === 'scheduled' && it.ScheduledAt ? <div className="zy-muted zy-small">{beijingTime(it.ScheduledAt)} 发布</div> : null}
              </Table.Cell>
              <Table.Cell className="zy-admin-nowrap">
                <div>{beijingTime(it.UpdatedAt)}</div>
                <div className="zy-muted zy-small" title={it.UpdatedBy}>
                  {actorName(it.UpdatedBy, me)}
                </div>
              </Table.Cell>
              <Table.Cell>
                <Link className="ui mini basic button" to={to} data-testid="admin-list-edit">
                  编辑
                </Link>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
