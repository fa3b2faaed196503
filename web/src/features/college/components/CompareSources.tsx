import { Fragment } from 'react';
import { SourceCaveats } from '@/features/admission/components/SourceCaveats';
import { SourceNote } from '@/features/admission/components/SourceNote';
import { distinctSources, type SourceUse } from '@/features/admission/lib/caveats';
import { CONVERTED_RANK_LABEL, CONVERTED_RANK_TIP } from '@/features/admission/components/enroll/figures';
import { sourceText } from '../lib/facts';

/** One line: the distinct sources of a section's figures, each once. */
function SectionLine({ label, uses, testId }: { label: string; uses: SourceUse[]; testId: string }) {
  const sources = distinctSources(uses);
  if (!sources.length) return null;
  return (
    <p className="zy-muted zy-small zy-compare-source" data-testid={testId}>
      {label}来源：
      {sources.map(({ source }, i) => (
        <Fragment key={source.Id || i}>
          {i ? '；' : null}
          <SourceNote source={source} label="" noCaveat testId={`${testId}-${i}`} />
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The sources of the compare table, one compact line per section (录取分数, 招生计划, 院校信息),
 * and each source's caveat once, for the years shown.
 */
export function CompareSources({ lines, plans, catalogue, converted = false }: { lines: SourceUse[]; plans: SourceUse[]; catalogue: string[]; converted?: boolean }) {
  const texts = [...new Set(catalogue.map(sourceText).filter(Boolean))];
  return (
    <div className="zy-compare-sources" data-testid="compare-sources">
      {converted ? (
        <p className="zy-muted zy-small zy-compare-source" data-testid="compare-rank-legend">
          位次：正体为来源公布的最低位次；斜体并标“{CONVERTED_RANK_LABEL}”的{CONVERTED_RANK_TIP}，仅供参考。
        </p>
      ) : null}
      <SectionLine label="录取分数" uses={lines} testId="compare-source-lines" />
      <SectionLine label="招生计划" uses={plans} testId="compare-source-plans" />
      <SourceCaveats uses={[...lines, ...plans]} testId="compare-source-caveats" />
      {texts.map((text, i) => {
        // The catalogue's provenance is a paragraph: its first clause on the line, the rest on demand.
        const [head, ...rest] = text.split('；');
        return (
          <div key={i} className="zy-muted zy-small zy-compare-source" data-testid="compare-source-catalogue">
            院校信息来源：{head}
            {rest.length ? (
              <details className="zy-compare-source-more">
                <summary>完整说明</summary>
                {rest.join('；')}
              </details>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
