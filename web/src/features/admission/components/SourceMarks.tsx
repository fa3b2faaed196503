import { Label } from 'semantic-ui-react';
import type { Source } from '../types';

/** The marks a source label carries: 第三方汇编 when not official, and the site's caveat when the review found one. */
export function SourceMarks({ source, testId }: { source: Source; testId: string }) {
  return (
    <>
      {!source.Official ? (
        <Label as="span" size="mini" basic color="orange" className="zy-third-party" data-testid={`${testId}-third-party`}>
          第三方汇编
        </Label>
      ) : null}
      {source.Caveat ? (
        <span className="zy-source-caveat" data-testid={`${testId}-caveat`}>
          注意：{source.Caveat}
        </span>
      ) : null}
    </>
  );
}
