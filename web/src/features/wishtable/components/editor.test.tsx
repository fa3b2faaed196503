import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { CHANGE, DETAIL, HEADER } from '../test/fixtures';
import type { Risk } from '../types';
import { ONBOARDING_MS, useOnboarding } from '../hooks/useOnboarding';
import WishTablePage from './WishTablePage';

vi.setConfig({ testTimeout: 20_000 });

const outcome = (Filed: number, ExpectedPosition: number, Simulated = Filed, Ceiling = 99) => ({
  Filed, Slide: Math.round(10 * (100 - Filed)) / 10, ExpectedPosition, Simulated, Ceiling, Capped: Simulated > Ceiling && Ceiling < 99,
});
const RISK: Risk = {
  Version: 5, Correlated: outcome(95.1, 1.8), Independent: outcome(97, 1.6),
  Units: DETAIL.Units!.map((u) => ({ Index: u.Index, Key: u.Key, Probability: u.Probability, Evidence: null, Correlated: 40, Independent: 41 })),
  Common: 0.3, Unscored: 0, Thin: 0, Flag: '', Draws: 10000, Method: '平行志愿按顺序检索', Message: '',
};
const ONE_YEAR = { Years: 1, Printed: 1, Converted: false, Proxy: false, SmallPlan: false, Thin: true, Notes: ['仅1年数据'] };
const FLAG = '依据不足：2个志愿仅有1年录取数据，整表投档概率已封顶94%：同一年各志愿一起升降，依据单薄时回测中的保档志愿实际录取约94%';
const [A, B] = DETAIL.Units!;
/** The table after the other user's change: B moved to the top (version 6). */
const NOW = { ...DETAIL, Table: { ...HEADER, Version: 6 }, Units: [{ ...B, Index: 1 }, { ...A, Index: 2 }] };

let api: ReturnType<typeof mockApi>;
let detail: Answer;
let moves: Answer[];
beforeEach(() => {
  appStore.set(toastsAtom, []);
  localStorage.setItem('zhiyuan:WishOnboarded', 'true');
  detail = ok(DETAIL);
  moves = [{ Code: 409, Data: { Yours: 5, Current: 6 }, Message: '志愿表已被他人修改（你看到的是第 5 版，现在是第 6 版）：请查看变更后重新操作' }, ok({ Version: 7, Position: 12 })];
  api = mockApi({
    'WishTable/Detail': () => detail,
    'WishTable/Risk': () => ok(RISK),
    'WishTable/History': () => ok({ Version: 6, Total: 1, List: [CHANGE] }),
    'WishTable/MoveUnit': () => {
      const answer = moves.shift()!;
      detail = ok(NOW);
      return answer;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt('/wishtable?id=t1', [{ path: '/wishtable', element: page(<WishTablePage />) }]);

describe('/wishtable', () => {
  it('shows the head, the units with their chance, the checks by level and both risk estimates', async () => {
    open();
    const rows = await screen.findAllByTestId('wish-unit');
    expect(rows.map((r) => r.dataset.key)).toEqual([A.Key, B.Key]);
    expect(screen.getByTestId('wish-max').textContent).toBe('已填2个，最多45个志愿');
    expect(screen.getByTestId('wish-role').textContent).toBe('你的权限：创建者');
    expect(within(rows[1]).getByTestId('wish-unit-chance').textContent).toBe('保92%');
    expect(within(rows[0]).getAllByTestId('wish-unit-handle')).toHaveLength(1);
    expect(screen.getByTestId('wish-checks-error').textContent).toContain('选科不符');
    expect(await screen.findByTestId('wish-risk-correlated-filed')).toHaveProperty('textContent', '95.1%');
    expect(screen.getByTestId('wish-risk').textContent).toContain('相关估计（考虑同年整体冷热）');
    expect(screen.getByTestId('wish-risk').textContent).toContain('独立估计（假设各志愿互不相关）');
    expect(screen.getByTestId('wish-share')).toBeTruthy();
    expect(screen.queryByTestId('wish-risk-flag')).toBeNull();
    expect(screen.queryByTestId('wish-risk-correlated-capped')).toBeNull();
    expect(screen.queryByTestId('wish-unit-evidence')).toBeNull();
  });

  it('never states certainty: a rich list reads ≥99% / ≤1%, a list of one-year units is capped with the reason', async () => {
    let risk = { ...RISK, Correlated: outcome(99, 1.2, 99.9), Independent: outcome(99, 1.1, 100) };
    api = mockApi({ 'WishTable/Detail': () => detail, 'WishTable/Risk': () => ok(risk) });
    open();
    expect(await screen.findByTestId('wish-risk-correlated-filed')).toHaveProperty('textContent', '≥99%');
    expect(screen.getByTestId('wish-risk-correlated-slide').textContent).toBe('≤1%');
    expect(screen.getByTestId('wish-risk-independent-filed').textContent).toBe('≥99%');
    expect(screen.queryByTestId('wish-risk-flag')).toBeNull();
    cleanup();

    const units = DETAIL.Units!.map((u) => ({ ...u, Evidence: ONE_YEAR }));
    detail = ok({ ...DETAIL, Units: units });
    risk = {
      ...RISK, Correlated: outcome(94, 1.2, 99.9, 94), Independent: outcome(94, 1.1, 100, 94), Thin: 2, Flag: FLAG,
      Units: RISK.Units!.map((u) => ({ ...u, Evidence: ONE_YEAR })),
    };
    open();
    expect(await screen.findByTestId('wish-risk-flag')).toHaveProperty('textContent', FLAG);
    expect(screen.getByTestId('wish-risk-correlated-filed').textContent).toBe('94%');
    expect(screen.getByTestId('wish-risk-correlated-slide').textContent).toBe('6%');
    expect(screen.getByTestId('wish-risk-correlated-capped').textContent).toBe('（已封顶）');
    expect(screen.getByTestId('wish-risk-independent-capped').textContent).toBe('（已封顶）');
    expect(screen.getAllByTestId('wish-risk-unit-evidence').map((e) => e.textContent)).toEqual(['（仅1年数据）', '（仅1年数据）']);
    const rows = await screen.findAllByTestId('wish-unit');
    expect(within(rows[0]).getByTestId('wish-unit-evidence').textContent).toBe('（仅1年数据）');
    expect(within(rows[0]).getByTestId('wish-unit-evidence').dataset.thin).toBe('true');
  });

  it('a stale version shows the others’ changes; 重新执行 sends the change again against the current version', async () => {
    open();
    const rows = await screen.findAllByTestId('wish-unit');
    fireEvent.click(within(rows[0]).getByTestId('wish-unit-down'));
    const dialog = await screen.findByTestId('wish-conflict');
    expect(within(dialog).getByTestId('wish-conflict-versions').textContent).toContain('你看到的是第 5 版，现在是第 6 版');
    expect(within(dialog).getByTestId('wish-conflict-change').textContent).toContain('将 中山大学 专业组216 从第2位移到第1位');
    expect(within(dialog).getByTestId('wish-conflict-change').textContent).toContain('用户0712（138****0712） · 可编辑');
    expect(api.bodies('WishTable/History')).toEqual([{ TableId: 't1', AfterVersion: 5, PageSize: 100 }]);
    // The list went back to the table's order while the dialog is open.
    expect(screen.getAllByTestId('wish-unit').map((r) => r.dataset.key)).toEqual([A.Key, B.Key]);
    fireEvent.click(within(dialog).getByTestId('wish-conflict-reapply'));
    await waitFor(() => expect(api.bodies('WishTable/MoveUnit')).toHaveLength(2));
    expect(api.bodies('WishTable/MoveUnit')).toEqual([
      { TableId: 't1', Version: 5, UnitKey: A.Key, To: 2 },
      { TableId: 't1', Version: 6, UnitKey: A.Key, To: 2 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('wish-conflict')).toBeNull());
  });

  it('重新加载 shows the table as it is now without sending the change again', async () => {
    open();
    fireEvent.click(within((await screen.findAllByTestId('wish-unit'))[0]).getByTestId('wish-unit-down'));
    fireEvent.click(await screen.findByTestId('wish-conflict-reload'));
    await waitFor(() => expect(screen.getAllByTestId('wish-unit').map((r) => r.dataset.key)).toEqual([B.Key, A.Key]));
    expect(screen.getByTestId('wish-version').textContent).toBe('第 6 版');
    expect(api.bodies('WishTable/MoveUnit')).toHaveLength(1);
  });

  it('a viewer sees no edit controls; a commenter only notes', async () => {
    detail = ok({ ...DETAIL, Table: { ...HEADER, Role: 'viewer', RoleName: '仅查看' } });
    open();
    await screen.findAllByTestId('wish-unit');
    expect(screen.queryByTestId('wish-unit-handle')).toBeNull();
    expect(screen.queryByTestId('wish-unit-note')).toBeNull();
    expect(screen.queryByTestId('wish-search')).toBeNull();
    expect(screen.queryByTestId('wish-share')).toBeNull();
    expect(screen.getByTestId('wish-readonly')).toBeTruthy();
    cleanup();
    detail = ok({ ...DETAIL, Table: { ...HEADER, Role: 'commenter', RoleName: '可备注' } });
    open();
    await screen.findAllByTestId('wish-unit');
    expect(screen.queryByTestId('wish-unit-handle')).toBeNull();
    expect(screen.queryByTestId('wish-unit-remove')).toBeNull();
    expect(screen.getAllByTestId('wish-unit-note')).toHaveLength(2);
    expect(screen.getByTestId('wish-table-note-edit')).toBeTruthy();
  });
});

describe('the onboarding hint', () => {
  it('shows once per browser and hides itself after 3 s', () => {
    localStorage.clear();
    vi.useFakeTimers();
    try {
      const first = renderHook(({ ready }) => useOnboarding(ready), { initialProps: { ready: false } });
      expect(first.result.current.shown).toBe(false);
      first.rerender({ ready: true });
      expect(first.result.current.shown).toBe(true);
      act(() => vi.advanceTimersByTime(ONBOARDING_MS - 100));
      expect(first.result.current.shown).toBe(true);
      act(() => vi.advanceTimersByTime(100));
      expect(first.result.current.shown).toBe(false);
      const again = renderHook(() => useOnboarding(true));
      expect(again.result.current.shown).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
