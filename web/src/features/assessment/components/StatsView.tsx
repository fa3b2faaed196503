import { Message, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { meanText, peopleText } from '../lib/format';
import type { Stats } from '../types';
import { BinBars } from './charts/BinBars';
import { CellBars } from './charts/CellBars';
import { CellTable } from './CellTable';

const CODE_TITLES: Record<string, string> = { holland: '兴趣代码分布', bigfive: '人格剖面分布', type16: '16型倾向分布' };

/** Everyone's latest results of one test as the API publishes them: nothing is computed here. */
export function StatsView({ stats: s }: { stats: Stats }) {
  if (s.Suppressed) {
    return (
      <Message info data-testid="test-stats-suppressed">
        人数不足 {s.MinCell || 10} 人，不予显示。
      </Message>
    );
  }
  const codes = s.Codes ?? [];
  const leading = s.Leading ?? [];
  const axes = s.Axes ?? [];
  const scales = s.Scales ?? [];
  return (
    <div data-testid="test-stats-view">
      <p className="zy-test-people" data-testid="test-stats-people">
        参与人数：<b>{peopleText(s.People)}</b>
      </p>
      {codes.length ? (
        <section className="zy-test-panel">
          <h2>{CODE_TITLES[s.Bank] ?? '结果分布'}</h2>
          <CellBars cells={codes} title={CODE_TITLES[s.Bank] ?? '结果分布'} testId="test-stats-codes" />
        </section>
      ) : null}
      {leading.length ? (
        <section className="zy-test-panel">
          <h2>最突出的类型</h2>
          <CellBars cells={leading} title="最突出的类型" testId="test-stats-leading" />
        </section>
      ) : null}
      {axes.length ? (
        <section className="zy-test-panel zy-test-grid">
          {axes.map((a) => (
            <div key={a.Code}>
              <h2>{a.Name}</h2>
              <CellBars cells={a.Cells ?? []} title={a.Name} testId="test-stats-axis" />
            </div>
          ))}
        </section>
      ) : null}
      {scales.length ? (
        <section className="zy-test-panel zy-test-grid">
          {scales.map((sc) => (
            <div key={sc.Code} data-testid="test-stats-scale">
              <h2>{sc.Name}</h2>
              <p className="zy-muted zy-small">
                平均分 {meanText(sc.Mean)}（满分范围 {sc.Min}–{sc.Max}）
              </p>
              <BinBars bins={sc.Bins ?? []} title={`${sc.Name}得分分布`} testId="test-stats-histogram" />
            </div>
          ))}
        </section>
      ) : null}
      <section className="zy-test-panel zy-test-grid">
        {s.ByProvince?.length ? (
          <div>
            <h2>按省份</h2>
            <CellTable cells={s.ByProvince} head="省份" testId="test-stats-provinces" />
          </div>
        ) : null}
        {s.ByWeek?.length ? (
          <div>
            <h2>按周（北京时间，周一开始）</h2>
            <CellTable cells={s.ByWeek} head="周" testId="test-stats-weeks" />
          </div>
        ) : null}
      </section>
      {s.Opened?.length ? (
        <section className="zy-test-panel">
          <h2>推荐被查看的情况（全部考生）</h2>
          <ScrollTable celled compact unstackable data-testid="test-stats-opened">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>推荐</Table.HeaderCell>
                <Table.HeaderCell>打开过推荐的测评结果</Table.HeaderCell>
                <Table.HeaderCell>被打开的推荐条数</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {s.Opened.map((o) => (
                <Table.Row key={o.Kind}>
                  <Table.Cell>{o.Name}</Table.Cell>
                  <Table.Cell>{o.Results}</Table.Cell>
                  <Table.Cell>{o.Opening}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        </section>
      ) : null}
    </div>
  );
}
