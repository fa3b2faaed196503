import { Link, useLocation } from 'react-router';
import { Label, Table } from 'semantic-ui-react';
import { placeText } from '../lib/facts';
import { collegePaths } from '../lib/paths';
import type { RankItem } from '../types';
import { CollegeTags } from './CollegeTags';
import { CONVERTED_TIP, readValueText } from './admission-rank';
import { ScrollTable } from '@/components/ScrollTable';

/** A row's value as the API words it; a converted rank (（换算）) is italic and labelled 换算. */
function RankValue({ item }: { item: RankItem }) {
  const v = readValueText(item.ValueText);
  if (!v.converted) return <>{v.text || String(item.Value)}</>;
  return (
    <span className="zy-rank-converted" data-kind="converted" data-tooltip={CONVERTED_TIP} data-position="top center">
      <em>{v.text}</em>{' '}
      <Label as="span" size="mini" basic color="orange" data-testid="rank-converted">
        换算
      </Label>
    </span>
  );
}

/** One page of a ranking: the rank the API gives (ties share it), the college and its value. */
export function RankTable({ items, valueLabel }: { items: RankItem[]; valueLabel: string }) {
  const paths = collegePaths(useLocation().pathname);
  return (
    <ScrollTable celled unstackable compact className="zy-rank-table" data-testid="rank-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell width={1} textAlign="center">
            排名
          </Table.HeaderCell>
          <Table.HeaderCell>院校名称</Table.HeaderCell>
          <Table.HeaderCell width={3}>所在地</Table.HeaderCell>
          <Table.HeaderCell width={3}>院校类型 · 办学性质</Table.HeaderCell>
          <Table.HeaderCell width={3}>{valueLabel}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((r) => (
          <Table.Row key={r.Id} data-testid={`rank-row-${r.Id}`}>
            <Table.Cell textAlign="center" data-testid="rank-no">
              {r.Rank}
            </Table.Cell>
            <Table.Cell>
              <Link to={paths.detail(r.Id)} data-testid="rank-name">
                {r.CollegeName}
              </Link>{' '}
              <CollegeTags strength={r.StrengthTags} feature={r.FeatureTags} />
            </Table.Cell>
            <Table.Cell>{placeText(r)}</Table.Cell>
            <Table.Cell>{[r.CategoryName, r.NatureName].filter(Boolean).join(' · ')}</Table.Cell>
            <Table.Cell data-testid="rank-value">
              <RankValue item={r} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
