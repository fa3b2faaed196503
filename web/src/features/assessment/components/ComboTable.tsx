import { useState } from 'react';
import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { countText, nextSort, scoreValue, shareText, sortCombos, type ComboKey, type ComboSort } from '../lib/combos';
import type { Combo } from '../types';

const HEADS: Record<ComboKey, string> = {
  Rank: '排名',
  Name: '选科组合',
  Fit: '综合得分',
  Self: '自评得分',
  Rows: '可报计划数',
  Share: '全部专业可报比例',
  SeatShare: '可报计划人数比例',
  LikedShare: '感兴趣专业可报比例',
};

const cellOf = (c: Combo, key: ComboKey) => {
  switch (key) {
    case 'Rank':
      return c.Rank ?? '—';
    case 'Name':
      return c.Name;
    case 'Rows':
      return countText(c.Rows);
    case 'Fit':
    case 'Self':
      return scoreValue(c[key]);
    default:
      return shareText(c[key]);
  }
};

/** Combinations with their figures; each column head sorts (again: the other way). The first column stays in view on a phone. */
export function ComboTable({ combos, columns, initial, testId }: { combos: Combo[]; columns: ComboKey[]; initial: ComboSort; testId: string }) {
  const [sort, setSort] = useState<ComboSort>(initial);
  const rows = sortCombos(combos, sort);
  return (
    <ScrollTable celled compact unstackable sortable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          {columns.map((k) => {
            const on = sort.key === k;
            return (
              <Table.HeaderCell key={k} sorted={on ? (sort.desc ? 'descending' : 'ascending') : undefined} aria-sort={on ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="zy-test-sort" onClick={() => setSort(nextSort(sort, k))} data-testid={`combo-sort-${k}`}>
                  {HEADS[k]}
                </button>
              </Table.HeaderCell>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((c) => (
          <Table.Row key={c.Name} data-testid="combo-row" data-name={c.Name}>
            {columns.map((k) => (
              <Table.Cell key={k} data-key={k}>
                {cellOf(c, k)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
