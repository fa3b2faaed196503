import { Link } from 'react-router';
import { Button, Header, Message } from 'semantic-ui-react';
import { BANKS } from '../lib/banks';
import { timeText } from '../lib/format';
import type { Result } from '../types';
import { AxisBars } from './charts/AxisBars';
import { ScaleRadar } from './charts/ScaleRadar';
import { LetterList } from './LetterList';
import { ScaleTable } from './ScaleTable';
import { SuggestionList } from './SuggestionList';

/** One result explained: the code, the chart, each scale, the letters, the suggestions, the notes. */
export function ResultView({ result: r }: { result: Result }) {
  const info = BANKS[r.Bank];
  const scales = r.Scales ?? [];
  return (
    <article className="zy-test-result" data-testid="test-result" data-id={r.SubmissionId}>
      <Header as="h1" size="medium">
        <span data-testid="test-result-title">{r.Title}</span>
        <Header.Subheader>
          {r.BankName} · <span data-testid="test-result-code">{r.Code}</span> · 测评时间 {timeText(r.SubmittedAt)}
        </Header.Subheader>
      </Header>
      {r.OldBank ? (
        <Message warning size="small" data-testid="test-result-oldbank">
          这次结果按题库的旧版本计分；题库已更新，重新测评可得到按新版本计分的结果。
        </Message>
      ) : null}
      <section className="zy-test-panel">
        {r.Summary ? <p data-testid="test-result-summary">{r.Summary}</p> : null}
        {r.Advice ? <p data-testid="test-result-advice">{r.Advice}</p> : null}
      </section>
      {scales.length ? (
        <section className="zy-test-panel">
          <h2>各维度得分</h2>
          {info.chart === 'radar' ? <ScaleRadar scales={scales} /> : <AxisBars letters={r.Letters} code={r.Code} />}
          <ScaleTable scales={scales} norms={r.Norms} />
        </section>
      ) : null}
      {r.Letters?.length ? (
        <section className="zy-test-panel">
          <h2>{info.chart === 'axes' ? '四个维度' : '你的兴趣类型'}</h2>
          <LetterList letters={r.Letters} />
        </section>
      ) : null}
      <section className="zy-test-panel zy-test-suggest">
        <div>
          <h2>可以了解的专业</h2>
          <SuggestionList kind="major" items={r.Majors ?? []} submissionId={r.SubmissionId} />
        </div>
        <div>
          <h2>可以了解的职业</h2>
          <SuggestionList kind="profession" items={r.Professions ?? []} submissionId={r.SubmissionId} />
        </div>
        {r.SuggestRule ? (
          <p className="zy-muted zy-small zy-test-rule" data-testid="test-result-rule">
            推荐方法：{r.SuggestRule}
          </p>
        ) : null}
      </section>
      <div className="zy-test-actions">
        <Button as={Link} to={info.answer} primary content="重新测评" data-testid="test-result-retake" />
        <Button as={Link} to="/test-list" basic content="全部测评记录" data-testid="test-result-all" />
        <Link to={`/test-stats?bank=${r.Bank}`}>大家的测评</Link>
      </div>
      {r.Notice ? (
        <p className="zy-muted zy-small" data-testid="test-result-notice">
          {r.Notice}
        </p>
      ) : null}
    </article>
  );
}
