import { EXPERT_STATE_NAMES, EXPERT_STATES, REVISION_NAME, REVISION_TAB } from '../lib/states';

const STATE_TABS = EXPERT_STATES.map((s) => ({ value: s as string, text: EXPERT_STATE_NAMES[s] }));
const TABS = [STATE_TABS[0], { value: REVISION_TAB, text: REVISION_NAME }, ...STATE_TABS.slice(1), { value: '', text: '全部' }];

/** The console list's states: 待审核, 资料修改待审核, 已入驻, 未通过, 已暂停, 全部. */
export function StateTabs({ active, onSelect }: { active: string; onSelect: (state: string) => void }) {
  return (
    <div className="ui secondary pointing menu zy-experts-state-tabs" role="group" aria-label="入驻状态" data-testid="expert-review-tabs">
      {TABS.map((t) => (
        <button
          type="button"
          key={t.value || 'all'}
          className={`item${active === t.value ? ' active' : ''}`}
          aria-pressed={active === t.value}
          onClick={() => active !== t.value && onSelect(t.value)}
          data-testid={`expert-review-tab-${t.value || 'all'}`}
        >
          {t.text}
        </button>
      ))}
    </div>
  );
}
