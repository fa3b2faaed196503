import { SourceCaveats } from '@/features/admission/components/SourceCaveats';
import { SourceNote } from '@/features/admission/components/SourceNote';
import type { RecommendItem, Source } from '../types';

/** Below the list: the sources of the evidence on this page, each once, and their caveats for the years used. */
export function ListSources({ sources, items }: { sources: Source[]; items: RecommendItem[] }) {
  if (!sources.length) return null;
  const byId = new Map(sources.map((s) => [s.Id, s]));
  const uses = items.flatMap((i) => [...(i.Years ?? []), ...(i.Actual ? [i.Actual] : [])]).map((e) => ({ source: byId.get(e.SourceId), year: e.Year }));
  const yearsOf = (id: string) => [...new Set(uses.filter((u) => u.source?.Id === id).map((u) => u.year))];
  return (
    <section className="zy-rec-sources" aria-labelledby="rec-sources-title" data-testid="rec-sources">
      <h3 id="rec-sources-title" className="zy-rec-sources-title">
        数据来源
      </h3>
      <ul>
        {sources.map((s) => (
          <li key={s.Id}>
            <SourceNote source={s} label="" years={yearsOf(s.Id)} noCaveat testId="rec-source" />
          </li>
        ))}
      </ul>
      <SourceCaveats uses={uses} testId="rec-source-caveats" />
    </section>
  );
}
