import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { NO_SCORE, TARGETS } from '../test/fixtures';
import CareerPlanPage from './CareerPlanPage';

vi.setConfig({ testTimeout: 20_000 });

let api: ReturnType<typeof mockApi>;
let plan: Answer;
let save: Answer;
beforeEach(() => {
  appStore.set(toastsAtom, []);
  plan = ok({ SelfKnowledge: '喜欢动手做实验', Direction: '生物医学工程', UpdatedAt: '2026-11-24T12:03:00Z' });
  save = ok({ Version: 3, Position: 41 });
  api = mockApi({
    'Career/GetCareerPlan': () => plan,
    'Career/SaveCareerPlan': (body) => {
      plan = ok({ ...body, UpdatedAt: '2026-11-24T13:30:00Z' });
      return save;
    },
    'Career/GetTargetDetail': () => ok(TARGETS),
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderAt('/careerManagement/careerplan', [{ path: '/careerManagement/careerplan', element: page(<CareerPlanPage />) }]);
const input = (key: string) => screen.getByTestId(`career-plan-input-${key}`) as HTMLTextAreaElement;

describe('/careerManagement/careerplan', () => {
  it('shows the five sections with the saved text, guiding placeholders, counters, the last save and the hints', async () => {
    open();
    await waitFor(() => expect(input('SelfKnowledge').value).toBe('喜欢动手做实验'));
    expect(input('Direction').value).toBe('生物医学工程');
    expect(input('Education').value).toBe('');
    const labels = ['SelfKnowledge', 'Direction', 'Education', 'HighSchool', 'Actions'].map((k) => screen.getByTestId(`career-plan-section-${k}`).querySelector('label')?.textContent);
    expect(labels).toEqual(['1. 自我认识', '2. 职业方向', '3. 升学目标', '4. 高中阶段规划', '5. 近期行动']);
    for (const k of ['SelfKnowledge', 'Direction', 'Education', 'HighSchool', 'Actions']) expect(input(k).placeholder.length).toBeGreaterThan(20);
    expect(screen.getByTestId('career-plan-count-SelfKnowledge').textContent).toBe('7/3000');
    expect(screen.getByTestId('career-plan-saved-at').textContent).toBe('上次保存：2026-11-24 20:03');
    // 自我认识 points to the tests; 升学目标 lists the targets and links to 目标定位.
    expect(screen.getByTestId('career-plan-section-SelfKnowledge').querySelector('a')?.getAttribute('href')).toBe('/test');
    const targets = await screen.findByTestId('career-plan-targets');
    expect(targets.textContent).toContain('中国石油大学（北京）、北京林业大学（园林）');
    expect(targets.querySelector('a')?.getAttribute('href')).toBe('/careerManagement/targetlocation');
  });

  it('saves the plan whole and shows the new save time', async () => {
    open();
    await waitFor(() => expect(input('SelfKnowledge').value).toBe('喜欢动手做实验'));
    fireEvent.change(input('Actions'), { target: { value: '每天背 30 个单词' } });
    expect(screen.getByTestId('career-plan-saved-at').textContent).toContain('有未保存的修改');
    fireEvent.click(screen.getByTestId('career-plan-save'));
    await waitFor(() => expect(screen.getByTestId('career-plan-saved-at').textContent).toBe('上次保存：2026-11-24 21:30'));
    expect(api.bodies('Career/SaveCareerPlan')).toEqual([
      { SelfKnowledge: '喜欢动手做实验', Direction: '生物医学工程', Education: '', HighSchool: '', Actions: '每天背 30 个单词' },
    ]);
    expect(appStore.get(toastsAtom).map((t) => t.text)).toContain('生涯规划书已保存');
  });

  it('refuses a section over 3000 characters before sending, and shows the server’s refusal', async () => {
    open();
    await waitFor(() => expect(input('SelfKnowledge').value).toBe('喜欢动手做实验'));
    fireEvent.change(input('Direction'), { target: { value: '字'.repeat(3001) } });
    expect(screen.getByTestId('career-plan-count-Direction').textContent).toBe('3001/3000（超出 1 字）');
    fireEvent.click(screen.getByTestId('career-plan-save'));
    expect((await screen.findByTestId('career-plan-save-error')).textContent).toContain('职业方向超过了 3000 个字');
    expect(api.bodies('Career/SaveCareerPlan')).toEqual([]);
    fireEvent.change(input('Direction'), { target: { value: '医学' } });
    save = { Code: 409, Data: null, Message: '操作太频繁，请稍后再试' };
    fireEvent.click(screen.getByTestId('career-plan-save'));
    expect((await screen.findByTestId('career-plan-save-error')).textContent).toBe('操作太频繁，请稍后再试');
  });

  it('打印预览 shows the plan laid out for paper; 打印 prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open();
    await waitFor(() => expect(input('SelfKnowledge').value).toBe('喜欢动手做实验'));
    fireEvent.click(screen.getByTestId('career-plan-preview'));
    expect(screen.getByTestId('career-plan-page').className).toContain('previewing');
    const sheet = screen.getByTestId('career-plan-print');
    expect(sheet.textContent).toContain('1. 自我认识喜欢动手做实验');
    expect(sheet.textContent).toContain('3. 升学目标（未填写）');
    fireEvent.click(screen.getByTestId('career-plan-print-button'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('without targets the 升学目标 hint says where to set them', async () => {
    api = mockApi({
      'Career/GetCareerPlan': () => ok({ UpdatedAt: null }),
      'Career/GetTargetDetail': () => ok({ ...NO_SCORE, Targets: [] }),
    });
    open();
    expect((await screen.findByTestId('career-plan-targets')).textContent).toContain('你还没有设定目标院校');
    expect(screen.getByTestId('career-plan-saved-at').textContent).toBe('尚未保存');
  });
});
