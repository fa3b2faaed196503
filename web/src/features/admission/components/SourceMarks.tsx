import { Label } from 'semantic-ui-react';
import { caveatFor } from '../lib/caveats';
import type { Source } from '../types';

/**
 * The marks a source label carries: 第三方汇编 when not official, and the site's caveat when the
 * review found one, limited to the clauses about the years shown (`years`); a table row shows
 * none (`noCaveat`): its table states each caveat once below (SourceCaveats).
 */
export function SourceMarks({ source, testId, years = [], noCaveat = false }: { source: Source; testId: string; years?: number[]; noCaveat?: boolean }) {
  const caveat = noCaveat ? '' : caveatFor(source.Caveat, years);
  return (
    <>
      {!source.Official ? (
        <Label as="span" size="mini" basic color="orange" className="zy-third-party" data-testid={`${testId}-third-party`}>
          第三方汇编
        </Label>
      ) : null}
      {caveat ? (
        <span className="zy-source-caveat" data-testid={`${testId}-caveat`}>
          注意：{caveat}
        </span>
      ) : null}
    </>
  );
}
