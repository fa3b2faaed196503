import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { describeCode } from '@/features/profession/lib/riasec';
import { scaleBars } from '../lib/bars';
import type { Part } from '../types';
import { PercentBars } from './charts/PercentBars';
import { ScaleRadar } from './charts/ScaleRadar';
import { ValueSuggestPanel } from './ValueSuggestPanel';

const ABOUT: Record<string, string> = {
  interest: '你对六类活动的喜欢程度（霍兰德兴趣类型）。',
  character: '你平时的行为倾向在五个人格维度上的位置，没有好坏之分。',
  ability: '你对自己各方面能力的评价；条形越长，自评越高。',
  values: '选择职业时你看重什么；条形越长，越看重。',
  subject: '由能力自评推断的各选考科目参考，越靠前越有优势。',
};

/** One part of the 综合测评 result: its scales (a radar for interest, bars for the rest) and what they mean. */
export function AllroundPart({ part: p, submissionId }: { part: Part; submissionId: string }) {
  const scales = p.Scales ?? [];
  return (
    <section className="zy-test-panel" data-testid="allround-part" data-section={p.Section}>
      <h2>
        {p.Name}
        {p.Code ? (
          <span className="zy-test-code zy-test-part-code" title={describeCode(p.Code)} data-testid="allround-code">
            {p.Code}
          </span>
        ) : null}
      </h2>
      {ABOUT[p.Section] ? <p className="zy-muted zy-small">{ABOUT[p.Section]}</p> : null}
      {p.Section === 'interest' && scales.length ? <ScaleRadar scales={scales} /> : <PercentBars bars={scaleBars(scales)} testId={`allround-bars-${p.Section}`} />}
      {p.Texts?.length ? (
        <div className="zy-test-texts" data-testid="allround-texts">
          {p.Texts.map((t) => (
            <section key={t.Code}>
              <h3>{t.Title}</h3>
              <p>{t.Summary}</p>
              {t.Advice ? <p className="zy-muted">{t.Advice}</p> : null}
            </section>
          ))}
        </div>
      ) : null}
      {p.Note ? (
        <p className="zy-muted zy-small" data-testid="allround-note">
          {p.Note}
        </p>
      ) : null}
      {p.Suggest ? <ValueSuggestPanel suggest={p.Suggest} submissionId={submissionId} /> : null}
      {p.Section === 'subject' ? <Button as={Link} to="/exam-test" basic size="small" content="做新高考选科测评" data-testid="allround-exam-test" /> : null}
    </section>
  );
}
