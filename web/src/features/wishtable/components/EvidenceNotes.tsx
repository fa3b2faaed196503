import { evidenceText } from '../lib/format';
import type { Evidence } from '../types';

/** Why a unit's probability is less sure than it looks (仅1年数据、换算位次、代用位次、计划数少); nothing when it is not. */
export function EvidenceNotes({ evidence, testId = 'wish-unit-evidence' }: { evidence: Evidence | null | undefined; testId?: string }) {
  const text = evidenceText(evidence);
  if (!text) return null;
  return (
    <span className="zy-wish-evidence" data-testid={testId} data-thin={evidence?.Thin ? 'true' : 'false'}>
      （{text}）
    </span>
  );
}
