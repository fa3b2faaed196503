/**
 * 特殊类型 (提前批, 专项, 中外合作 …) are listed apart, never mixed into the ordinary list: the
 * toggle switches between the two.
 */
export function SpecialToggle({ on, excluded, onChange }: { on: boolean; excluded: number; onChange: (on: boolean) => void }) {
  return (
    <div className="zy-rec-special">
      <button type="button" className={`ui small button${on ? ' primary' : ' basic'}`} aria-pressed={on} onClick={() => onChange(!on)} data-testid="rec-special">
        {on ? '返回普通志愿' : '查看特殊类型（提前批、专项、中外合作等）'}
      </button>
      <span className="zy-muted zy-small" data-testid="rec-special-note">
        {on
          ? '正在查看特殊类型：提前批、专项计划、中外合作、定向、预科、民族班、艺体、强基、综合评价、公费师范等单独列出，不与普通志愿混排；报考条件各不相同，请先核对招生章程。'
          : excluded > 0
            ? `另有 ${excluded} 个特殊类型志愿单独列出，不与普通志愿混排。`
            : '特殊类型志愿单独列出，不与普通志愿混排。'}
      </span>
    </div>
  );
}
