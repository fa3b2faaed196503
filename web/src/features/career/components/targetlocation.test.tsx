import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { NO_SCORE, TARGETS } from '../test/fixtures';
import type { TargetDetail } from '../types';
import TargetLocationPage from './TargetLocationPage';

vi.setConfig({ testTimeout: 20_000 });

const college = (Id: string, CollegeName: string) => ({ Id, CollegeCode: Id, CollegeName, ProvinceName: '北京', EducationLevelStr: '本科' });

let api: ReturnType<typeof mockApi>;
let detail: TargetDetail;
let saved: Answer | null;
beforeEach(() => {
  appStore.set(toastsAtom, []);
  detail = TARGETS;
  saved = null;
  api = mockApi({
    'Career/GetTargetDetail': () => ok(detail),
    'College/SearchCollegeByName': () => ok([college('10001', '北京大学'), college('10002', '中国人民大学')]),
    'Career/SetTarget': (body) => {
      if (saved) return saved;
      const names: Record<string, string> = { '10001': '北京大学', '11414': '中国石油大学（北京）', '10022': '北京林业大学' };
      const Targets = (body.Targets as { CollegeId: string; MajorName: string; Note: string }[]).map((t) => ({
        CollegeCode: t.CollegeId, CollegeName: names[t.CollegeId], MajorName: t.MajorName, Note: t.Note, Units: [], Message: '' }));
      detail = { ...detail, Targets, Motto: String(body.Motto) };
      return ok({ Version: 4, Position: 20 });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderAt('/careerManagement/targetlocation', [{ path: '/careerManagement/targetlocation', element: page(<TargetLocationPage />) }]);
const names = () => screen.getAllByTestId('career-target').map((t) => within(t).getByTestId('career-target-name').textContent);

describe('/careerManagement/targetlocation', () => {
  it('lists the targets and each one’s units with the probability, its label and the years; a target’s message', async () => {
    open();
    await screen.findByTestId('career-analysis');
    expect(names()).toEqual(['中国石油大学（北京）', '北京林业大学']);
    expect((screen.getByTestId('career-motto') as HTMLInputElement).value).toBe('把每一天过好');
    const [first, second] = screen.getAllByTestId('career-chance');
    const units = within(first).getAllByTestId('career-unit');
    expect(units.map((u) => within(u).getByTestId('career-unit-name').textContent)).toEqual(['202组', '203组']);
    expect(units[0].textContent).toContain('本科批 · 院校专业组 · 物理类');
    expect(within(units[0]).getByTestId('career-unit-probability').textContent).toBe('稳63.5%');
    expect(within(units[0]).getByTestId('career-unit-probability').dataset.label).toBe('稳');
    expect(within(units[0]).getByText('历年录取（2 年）')).toBeTruthy();
    expect(within(units[0]).getAllByTestId('rec-evidence-row')).toHaveLength(2);
    // A year's source is named from Sources; one the answer does not list shows its id only.
    expect(within(units[0]).getAllByTestId('rec-evidence-source').map((s) => s.textContent)).toEqual([expect.stringContaining('广东省教育考试院'), '来源编号 gd-2024']);
    expect(within(screen.getByTestId('rec-sources')).getAllByTestId('rec-source')[0].textContent).toContain('广东省2025年本科批次普通类投档情况');
    expect(within(units[1]).getByTestId('career-unit-probability').textContent).toBe('无概率');
    expect(within(units[1]).getByTestId('career-unit-reason').textContent).toContain('此前各年没有可用的录取位次');
    expect(within(second).getByTestId('career-chance-message').textContent).toContain('没有找到这所院校这个专业的招生记录');
    expect(screen.getByTestId('rec-candidate-line').textContent).toContain('广东 2026 物理类');
    const note = screen.getByTestId('career-estimate-note');
    expect(note.textContent).toContain('同一个经过校准的模型');
    expect([...note.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/newsdetail?id=news-backtest');
  });

  it('adds a college found by name with a major, reorders, removes, and saves the whole list with the motto', async () => {
    open();
    await screen.findByTestId('career-analysis');
    expect((screen.getByTestId('career-target-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('career-target-search-input'), { target: { value: '北大' } });
    fireEvent.click(screen.getByTestId('career-target-search'));
    fireEvent.click(await screen.findByTestId('career-target-pick-10001'));
    expect(screen.getByTestId('career-target-picked-name').textContent).toBe('北京大学');
    fireEvent.change(screen.getByTestId('career-target-major-input'), { target: { value: '生物科学' } });
    fireEvent.click(screen.getByTestId('career-target-add-submit'));
    expect(names()).toEqual(['中国石油大学（北京）', '北京林业大学', '北京大学']);
    fireEvent.click(within(screen.getAllByTestId('career-target')[2]).getByTestId('career-target-up'));
    fireEvent.click(within(screen.getAllByTestId('career-target')[0]).getByTestId('career-target-remove'));
    expect(names()).toEqual(['北京大学', '北京林业大学']);
    fireEvent.change(screen.getByTestId('career-motto'), { target: { value: '  一步一个脚印 ' } });
    expect(screen.getByTestId('career-target-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('career-target-save'));
    await waitFor(() => expect(screen.queryByTestId('career-target-dirty')).toBeNull());
    expect(api.bodies('Career/SetTarget')).toEqual([{
      Targets: [{ CollegeId: '10001', MajorName: '生物科学', Note: '' }, { CollegeId: '10022', MajorName: '园林', Note: '' }],
      Motto: '一步一个脚印',
    }]);
    expect(api.bodies('Career/GetTargetDetail')).toHaveLength(2);
    expect(screen.getAllByTestId('career-chance').map((c) => c.dataset.code)).toEqual(['10001', '10022']);
  });

  it('refuses a duplicate before saving and shows the server’s refusal', async () => {
    open();
    await screen.findByTestId('career-analysis');
    fireEvent.change(screen.getByTestId('career-target-search-input'), { target: { value: '北大' } });
    fireEvent.click(screen.getByTestId('career-target-search'));
    fireEvent.click(await screen.findByTestId('career-target-pick-10001'));
    fireEvent.click(screen.getByTestId('career-target-add-submit'));
    fireEvent.change(screen.getByTestId('career-target-search-input'), { target: { value: '北大' } });
    fireEvent.click(screen.getByTestId('career-target-search'));
    fireEvent.click(await screen.findByTestId('career-target-pick-10001'));
    fireEvent.click(screen.getByTestId('career-target-add-submit'));
    expect(screen.getByTestId('career-target-add-error').textContent).toBe('目标重复：北京大学已在列表中');
    saved = { Code: 404, Data: null, Message: '未找到该院校' };
    fireEvent.click(screen.getByTestId('career-target-save'));
    expect((await screen.findByTestId('career-target-save-error')).textContent).toBe('未找到该院校');
  });

  it('asks for the score (with a link to the profile) when the profile has none', async () => {
    detail = NO_SCORE;
    open();
    const message = await screen.findByTestId('career-analysis-message');
    expect(message.textContent).toContain('填写高考成绩（或预估成绩）后');
    expect(within(message).getByTestId('career-analysis-profile-link').getAttribute('href')).toBe('/examinee');
    expect(screen.queryByTestId('career-unit')).toBeNull();
  });
});
