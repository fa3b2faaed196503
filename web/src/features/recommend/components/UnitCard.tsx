import { useState } from 'react';
import { AddToWishButton } from '@/features/wishtable/components/AddToWishButton';
import { addTarget } from '../lib/add-target';
import { cardRequirementText, planText, tuitionRangeText } from '../lib/format';
import type { RecommendQuery } from '../lib/query';
import type { RecommendItem, Source } from '../types';
import { EvidencePanel } from './EvidencePanel';
import { GroupMajorsPanel } from './GroupMajorsPanel';
import { PredictedCut } from './PredictedCut';
import { ProbabilityBadge } from './ProbabilityBadge';
import { UnitTitle } from './UnitTitle';
import { WidenedNote } from './WidenedNote';

/**
 * One unit of the list: what it is, 选科要求, plan, tuition, the probability in its label's
 * colour and the predicted cut-off with its 80% interval; 依据 opens the evidence, a group's
 * 专业 its majors; 加入志愿表 puts it into the user's wish table of the same candidate.
 */
export function UnitCard({ item, index, query, rank, sources }: { item: RecommendItem; index: number; query: RecommendQuery; rank: number; sources: Map<string, Source> }) {
  const [evidence, setEvidence] = useState(false);
  const [majors, setMajors] = useState(false);
  const evidenceId = `rec-evidence-${index}`;
  const majorsId = `rec-majors-${index}`;
  const year = item.RequirementYear && item.RequirementYear !== query.year ? `（按${item.RequirementYear}年）` : '';
  return (
    <li className="zy-rec-card" data-testid="rec-row" data-label={item.Label || '无'}>
      <div className="zy-rec-card-main">
        <UnitTitle item={item} />
        <dl className="zy-rec-facts">
          <div>
            <dt>选科要求</dt>
            <dd data-testid="rec-row-requirement">{item.RequirementNote ? '未公布' : cardRequirementText(item) + year}</dd>
          </div>
          <div>
            <dt>计划</dt>
            <dd data-testid="rec-row-plan">{planText(item.Plan)}</dd>
          </div>
          <div>
            <dt>学费</dt>
            <dd data-testid="rec-row-tuition">{tuitionRangeText(item.TuitionLow, item.Tuition)}</dd>
          </div>
          <div>
            <dt>预测投档位次</dt>
            <dd>
              <PredictedCut predicted={item.Predicted} />
            </dd>
          </div>
        </dl>
        <div className="zy-rec-card-side">
          <ProbabilityBadge probability={item.Probability} label={item.Label} />
          <WidenedNote reasons={item.Widened} />
          <div className="zy-rec-actions">
            <button type="button" className="ui mini basic button" aria-expanded={evidence} aria-controls={evidence ? evidenceId : undefined} onClick={() => setEvidence(!evidence)} data-testid="rec-row-evidence">
              依据
            </button>
            {item.Level === 'group' ? (
              <button type="button" className="ui mini basic button" aria-expanded={majors} aria-controls={majors ? majorsId : undefined} onClick={() => setMajors(!majors)} data-testid="rec-row-majors">
                {majors ? '收起专业' : '组内专业'}
              </button>
            ) : null}
            <AddToWishButton target={addTarget(item, query)} />
          </div>
        </div>
      </div>
      {evidence ? <EvidencePanel item={item} rank={rank} sources={sources} id={evidenceId} /> : null}
      {majors ? <GroupMajorsPanel query={query} unitKey={item.UnitKey} id={majorsId} /> : null}
    </li>
  );
}
