import { Header, Table } from 'semantic-ui-react';
import { fmt, sourceText, splitEquivalents } from '../lib/format';
import type { Diagnosis } from '../types';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from '@/features/admission/components/SourceCaveats';

/** 等位分: the score of each earlier year whose cumulative count first reaches the candidate's rank. */
export function EquivalentsTable({ d }: { d: Diagnosis }) {
  const { rows, skipped } = splitEquivalents(d.Equivalents);
  const rank = d.Rank?.Found ? d.Rank.Rank : null;
  return (
    <section data-testid="diagnosis-equivalents">
      <Header as="h3" content="往年等位分" />
      <p className="zy-muted zy-small">
        等位分是本站按各年一分一段表换算的分数（{rank ? `与你的位次 ${fmt(rank)} 相当` : '需要位次才能换算'}），是推算值，不是官方公布的数据。
      </p>
      {rows.length ? (
        <ScrollTable celled unstackable compact>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>年份</Table.HeaderCell>
              <Table.HeaderCell>科类</Table.HeaderCell>
              <Table.HeaderCell>等位分（换算）</Table.HeaderCell>
              <Table.HeaderCell>说明</Table.HeaderCell>
              <Table.HeaderCell>来源</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.Year} data-testid={`diagnosis-equivalent-${e.Year}`}>
                <Table.Cell>{e.Year}年</Table.Cell>
                <Table.Cell>{e.Track}</Table.Cell>
                <Table.Cell data-testid="diagnosis-equivalent-score">{e.Found ? `${e.Score}分` : '—'}</Table.Cell>
                <Table.Cell className="zy-small">{e.Message}</Table.Cell>
                <Table.Cell className="zy-small zy-muted">{sourceText(e.Source, [e.Year], false)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : null}
      {rows.length ? (
        <SourceCaveats uses={rows.map((e) => ({ source: e.Source, year: e.Year }))} testId="diagnosis-equivalents-caveats" />
      ) : (
        <p className="zy-muted" data-testid="diagnosis-equivalents-empty">暂无可换算的往年一分一段表。</p>
      )}
      {skipped.map((s) => (
        <p key={s} className="zy-muted zy-small" data-testid="diagnosis-equivalents-skipped">
          {s}
        </p>
      ))}
    </section>
  );
}
