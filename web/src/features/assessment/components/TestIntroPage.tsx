import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button, Header, Message, Segment } from 'semantic-ui-react';
import { LoadState } from '@/features/major/components/LoadState';
import { isLoggedInAtom } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQuestions } from '../hooks/useQuestions';
import { loginPath } from '@/lib/navigation';
import { BANKS, isScaleBank } from '../lib/banks';
import { answerWay, countLabel } from '../lib/question-options';
import { savedCount } from '../lib/saved-answers';
import type { BankCode } from '../types';
import '../assessment.css';

/**
 * /holland-test, /new-holland, /personality-test, /MBTI, /new-MBTI, /exam-test, /enter-path, /allround:
 * what the test is, then 开始答题. Anyone may read it.
 */
export default function TestIntroPage({ bank }: { bank: BankCode }) {
  const info = BANKS[bank];
  const list = useQuestions(bank);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const q = list.data;
  useDocumentTitle(q?.Name);
  const saved = q ? savedCount(bank, q.Version, q.Questions ?? []) : 0;

  return (
    <div className="zy-container zy-test-page" data-testid="test-intro-page">
      <Header as="h1" size="medium" data-testid="test-name">
        {q?.Name ?? info.name}
      </Header>
      <LoadState state={list} testId="test-intro" retry={list.reload} />
      {q ? (
        <Segment className="zy-test-intro">
          <p data-testid="test-intro">{q.Intro}</p>
          <dl className="zy-test-facts">
            <div>
              <dt>题目数量</dt>
              <dd data-testid="test-count">{countLabel(q)}</dd>
            </div>
            <div>
              <dt>预计用时</dt>
              <dd data-testid="test-minutes">约 {q.Minutes} 分钟</dd>
            </div>
            <div>
              <dt>作答方式</dt>
              <dd data-testid="test-way">{answerWay(q)}</dd>
            </div>
          </dl>
          {bank === 'subjects' ? (
            <p data-testid="test-steps">
              步骤：① 选择参加高考的省份和年份；② 选择感兴趣的专业类（可跳过，最多 10 个）；③ 作答 {countLabel(q)}；④ 查看本省全部选科组合的排序。
            </p>
          ) : null}
          {q.Notice ? (
            <Message info size="small" data-testid="test-notice">
              {q.Notice}
            </Message>
          ) : null}
          {!loggedIn ? (
            <Message size="small" data-testid="test-login-hint">
              提交结果需要登录。你可以先阅读说明或作答，提交时再<Link to={loginPath(info.answer)}>登录</Link>，已作答的内容会保留。
            </Message>
          ) : null}
          <div className="zy-test-actions">
            <Button as={Link} to={info.answer} primary size="large" data-testid="test-start" content={saved ? `继续作答（已答 ${saved} 题）` : '开始答题'} />
            <Link to={info.tips}>测评说明</Link>
            {isScaleBank(bank) ? <Link to={`/test-stats?bank=${bank}`}>大家的测评</Link> : null}
          </div>
          <p className="zy-muted zy-small" data-testid="test-source">
            来源：{q.Source}
          </p>
        </Segment>
      ) : null}
    </div>
  );
}
