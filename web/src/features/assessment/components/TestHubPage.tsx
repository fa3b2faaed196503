import { Link } from 'react-router';
import { Button, Card, Header, Icon } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getQuestions } from '../api/get-questions';
import { useLatestResults } from '../hooks/useLatestResults';
import { BANKS, HUB_ORDER } from '../lib/banks';
import { countLabel } from '../lib/question-options';
import type { Questions } from '../types';
import '../assessment.css';

const loadAll = () => Promise.allSettled(HUB_ORDER.map((b) => getQuestions(b))).then((all) => all.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : [])));

/** /test (生涯测评): a card per test, 大家的测评 and 测评说明. */
export default function TestHubPage() {
  const tests = useLoad<Questions[]>(loadAll, 'test-hub');
  const latest = useLatestResults();
  return (
    <div className="zy-container zy-test-page" data-testid="test-hub-page">
      <Header as="h1" size="medium">
        生涯测评
        <Header.Subheader>了解自己的兴趣、性格和能力，作为选科、选专业、选职业和规划升学路径的参考。结果只有你自己能看到。</Header.Subheader>
      </Header>
      {!tests.data && tests.loading ? <PageLoader /> : null}
      {tests.data && !tests.data.length ? <p className="zy-muted">测评暂时无法加载，请稍后再试。</p> : null}
      <div className="zy-test-cards">
        {(tests.data ?? []).map((q) => {
          const info = BANKS[q.Bank];
          const last = latest[q.Bank];
          return (
            <Card fluid key={q.Bank} data-testid="test-card" data-bank={q.Bank}>
              <Card.Content>
                <Card.Header as={Link} to={info.intro}>
                  {q.Name}
                </Card.Header>
                <Card.Meta data-testid="test-card-meta">
                  {countLabel(q)} · 约 {q.Minutes} 分钟
                </Card.Meta>
                <Card.Description>{q.Intro}</Card.Description>
                <p className="zy-muted zy-small zy-test-source">来源：{q.Source}</p>
              </Card.Content>
              <Card.Content extra className="zy-test-card-actions">
                <Button as={Link} to={info.intro} primary content="开始测评" data-testid="test-card-start" />
                {last ? <Button as={Link} to={last.Path} basic content="查看上次结果" data-testid="test-card-last" /> : null}
              </Card.Content>
            </Card>
          );
        })}
      </div>
      <div className="zy-test-cards two">
        <Card fluid as={Link} to="/test-stats" data-testid="test-card-stats">
          <Card.Content>
            <Card.Header>
              <Icon name="chart bar outline" /> 大家的测评
            </Card.Header>
            <Card.Description>看看其他同学的测评结果分布：按省份、高考年份、性别筛选，只显示不少于 10 人的汇总。</Card.Description>
          </Card.Content>
        </Card>
        <Card fluid as={Link} to="/choose-subject" data-testid="test-card-choose-subject">
          <Card.Content>
            <Card.Header>
              <Icon name="sitemap" /> 新高考选科
            </Card.Header>
            <Card.Description>不用登录，先看看本省每种选科组合在最新招生计划中能报多少专业。</Card.Description>
          </Card.Content>
        </Card>
        <Card fluid as={Link} to="/test-tips" data-testid="test-card-tips">
          <Card.Content>
            <Card.Header>
              <Icon name="info circle" /> 测评说明
            </Card.Header>
            <Card.Description>每个测评测什么、题目从哪里来、结果给谁看、重新测评和每日次数的规则。</Card.Description>
          </Card.Content>
        </Card>
      </div>
    </div>
  );
}
