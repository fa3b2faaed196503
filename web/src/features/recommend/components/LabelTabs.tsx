import { labelClass } from '../lib/labels';
import { TABS, tabCount, type Tab } from '../lib/tabs';
import type { LabelCounts } from '../types';

export const TABPANEL_ID = 'rec-tabpanel';

/** 冲 / 稳 / 保 / 全部 / 无概率, each with its count once Stat is known. */
export function LabelTabs({ active, counts, onSelect }: { active: Tab; counts: LabelCounts | null; onSelect: (tab: Tab) => void }) {
  return (
    <div className="ui top attached tabular menu zy-rec-tabs" role="tablist" aria-label="录取可能性">
      {TABS.map((t) => (
        <button
          type="button"
          key={t.tab}
          role="tab"
          id={`rec-tab-${t.tab}`}
          aria-selected={active === t.tab}
          aria-controls={TABPANEL_ID}
          className={`item ${labelClass(t.tab)}${active === t.tab ? ' active' : ''}`}
          onClick={() => onSelect(t.tab)}
          data-testid={`rec-tab-${t.tab}`}
        >
          {t.name}
          {counts ? (
            <span className="zy-rec-count" data-testid={`rec-count-${t.tab}`}>
              {tabCount(t.tab, counts)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
