import { caveatFor, distinctSources, type CaveatSource, type SourceUse } from '../lib/caveats';
import { authorityText } from '../lib/format';

/** Below a table: each caveat of its rows' sources once, for the years it applies to there. */
export function SourceCaveats({ uses, testId }: { uses: SourceUse<CaveatSource>[]; testId: string }) {
  const notes = distinctSources(uses)
    .map(({ source, years }) => ({ id: source.Id, who: source.Title || authorityText(source), text: caveatFor(source.Caveat, years) }))
    .filter((n) => n.text);
  if (!notes.length) return null;
  return (
    <ul className="zy-source-caveats" data-testid={testId}>
      {notes.map((n) => (
        <li key={n.id} className="zy-source-caveat">
          注意（{n.who}）：{n.text}
        </li>
      ))}
    </ul>
  );
}
