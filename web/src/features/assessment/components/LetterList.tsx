import type { Letter } from '../types';

/** What each letter of the code means: Holland's three types, or the 16-type's four axes. */
export function LetterList({ letters }: { letters: Letter[] }) {
  if (!letters.length) return null;
  return (
    <div className="zy-test-texts" data-testid="test-result-letters">
      {letters.map((l) => (
        <section key={l.Code} data-testid="test-result-letter" data-code={l.Code}>
          <h3>{l.Title}</h3>
          <p>{l.Summary}</p>
          {l.Advice ? <p className="zy-muted">{l.Advice}</p> : null}
        </section>
      ))}
    </div>
  );
}
