import { Message, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { peopleText } from '../lib/format';
import type { Stats } from '../types';
import { CellBars } from './charts/CellBars';
import { CellTable } from './CellTable';
import { StatsPaths } from './StatsPaths';
import { StatsScales } from './StatsScales';

const CODE_TITLES: Record<string, string> = {
  holland: '兴趣代码分布',
  bigfive: '人格剖面分布',
  type16: '16型倾向分布',
  subjects: '自评最适合的选科组合',
  allround: '兴趣代码分布（兴趣部分）',
};

/** What a test's aggregate counts, where the tab needs saying. */
const ABOUT: Record<string, string> = {
  subjects: '每人最近一次选科测评中，按自评成绩和兴趣排第一的选科组合；选省份可看该省考生的选择。下面是各科“成绩与能力”“兴趣”的自评得分分布。',
  allround: '综合测评兴趣、性格、能力、价值观四部分各项得分的分布。',
  path: '每人最近一次升学路径测评中，除普通批外被推荐了解的路径。',
};

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
      {ABOUT[s.Bank] ? (
        <p className="zy-muted" data-testid="test-stats-about">
          {ABOUT[s.Bank]}
        </p>
      ) : null}
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
      {scales.length ? <StatsScales scales={scales} people={s.People} /> : null}
      {s.Paths?.length ? <StatsPaths paths={s.Paths} /> : null}
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
