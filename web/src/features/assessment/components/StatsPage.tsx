import { Link, useSearchParams } from 'react-router';
import { Header, Menu, Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getStats } from '../api/get-stats';
import { BANKS, STATS_ORDER } from '../lib/banks';
import { readStatsQuery, statsParams, type StatsQuery } from '../lib/stats-query';
import { StatsFilters } from './StatsFilters';
import { StatsView } from './StatsView';
import '../assessment.css';

/** /test-stats (大家的测评): everyone's latest results of a test, by the API's published numbers only. */
export default function StatsPage() {
  const [params, setParams] = useSearchParams();
  const query = readStatsQuery(params);
  const key = statsParams(query).toString();
  const stats = useLoad(() => getStats(query.bank, query), key);
  const change = (q: StatsQuery) => setParams(statsParams(q), { replace: true });
  const s = stats.data;

  return (
    <div className="zy-container zy-test-page" data-testid="test-stats-page">
      <Header as="h1" size="medium">
        大家的测评
        <Header.Subheader>同学们测评结果的汇总：每人只计最近一次，少于 10 人的格子不单独显示。</Header.Subheader>
      </Header>
      <Menu tabular className="zy-test-tabs" data-testid="test-stats-tabs">
        {STATS_ORDER.map((b) => (
          <Menu.Item key={b} as={Link} to={`/test-stats?${statsParams({ ...query, bank: b })}`} replace active={query.bank === b} data-testid={`test-stats-tab-${b}`}>
            {BANKS[b].name}
          </Menu.Item>
        ))}
      </Menu>
      <StatsFilters query={query} onChange={change} />
      {stats.loading && !s ? <PageLoader /> : null}
      {stats.error ? (
        <Message negative size="small" data-testid="test-stats-error">
          {stats.error.message}
        </Message>
      ) : null}
      {s ? (
        <div className={stats.loading ? 'zy-loading' : ''}>
          <StatsView stats={s} />
          {s.Note ? (
            <p className="zy-muted zy-small" data-testid="test-stats-note">
              {s.Note}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
