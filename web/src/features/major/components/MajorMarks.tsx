import { Label } from 'semantic-ui-react';
import { marksOf } from '../lib/marks';
import type { MajorItem } from '../types';

/** The T / K marks of a major as small labels, with the meaning on hover. */
export function MajorMarks({ major }: { major: Pick<MajorItem, 'IsSpecial' | 'IsControlled'> }) {
  return (
    <>
      {marksOf(major).map((m) => (
        <Label key={m.letter} size="mini" basic color={m.letter === 'T' ? 'teal' : 'orange'} title={m.meaning} data-testid={`major-mark-${m.letter}`}>
          {m.label}
        </Label>
      ))}
    </>
  );
}
