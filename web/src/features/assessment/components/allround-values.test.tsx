import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok } from '@/features/major/test/fake-api';
import { clearLogin, saveLoginData } from '@/lib/session';
import { ALLROUND_RESULT } from '../test/more-fixtures';
import type { Part, Result } from '../types';
import AllroundResultPage from './AllroundResultPage';

vi.mock('react-chartjs-2', () => ({ Radar: () => <div data-testid="radar" /> }));

const routes = [
  { path: '/allround-result', element: page(<AllroundResultPage />) },
  { path: '*', element: page(<div />) },
];
const RULE = '按价值观推荐是本站编辑制定的对应规则，不是经过验证的测评工具：取你评为“较高”的价值观中得分最高的两项。';

const withValues = (values: Part): Result => ({
  ...ALLROUND_RESULT,
  Parts: (ALLROUND_RESULT.Parts ?? []).map((p) => (p.Section === 'values' ? values : p)),
});

const VALUES: Part = {
  Section: 'values',
  Name: '价值观',
  Scales: [{ Code: 'altruism', Name: '助人奉献', Score: 25, Min: 5, Max: 25, Percent: 100, Level: '较高' }],
  Texts: null,
  Suggest: {
    Values: ['助人奉献', '人际和谐'],
    Majors: [
      { Code: '101101K', Name: '护理学', Class: '护理学类', Schools: 318, Values: ['altruism', 'relation'], Why: '因为你看重助人奉献：护士直接照护病人。你也看重人际和谐：护理工作以团队协作为主。' },
      { Code: '071102', Name: '应用心理学', Class: '心理学类', Schools: 302, Values: ['altruism'], Why: '因为你看重助人奉献：心理咨询等方向帮助他人应对压力和困扰。' },
    ],
    Occupations: [{ Code: '2-08', Name: '教学人员', Values: ['altruism', 'relation'], Why: '因为你看重助人奉献：教书育人，帮助学生成长。' }],
    Rule: RULE,
  },
};

beforeEach(() => saveLoginData({ Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] }));
afterEach(() => clearLogin());

describe('综合测评 values suggestions', () => {
  it('lists the majors and occupation groups of the top values with why, and says the rule is the portal’s', async () => {
    const calls = fakeApi({ 'Career/GetAllroundResult': () => ok(withValues(VALUES)), 'Assessment/OpenSuggestion': () => ok({}) });
    renderAt('/allround-result?id=sub-a', routes);
    const panel = await screen.findByTestId('values-suggest');
    expect(panel.closest('[data-section]')?.getAttribute('data-section')).toBe('values');
    expect(within(panel).getByTestId('values-top').textContent).toBe('你最看重：助人奉献、人际和谐');
    const majors = within(panel).getAllByTestId('values-suggestion-major');
    expect(majors.map((m) => m.dataset.code)).toEqual(['101101K', '071102']);
    expect(majors[0].textContent).toContain('护理学类');
    expect(majors[0].textContent).toContain('318 所学校开设');
    expect(within(majors[0]).getByTestId('values-suggestion-why').textContent).toMatch(/^因为你看重助人奉献：/);
    expect(within(majors[0]).getByRole('link').getAttribute('href')).toBe('/specialty-detail?id=101101K');
    const group = within(panel).getByTestId('values-suggestion-occupation');
    expect(within(group).getByRole('link').getAttribute('href')).toBe('/profession-dadian?class=2-08');
    expect(group.textContent).toContain('因为你看重助人奉献');
    expect(within(panel).getByTestId('values-rule').textContent).toBe(`推荐方法：${RULE}`);
    expect(within(panel).queryByTestId('values-none')).toBeNull();
    fireEvent.click(within(majors[1]).getByRole('link'));
    await waitFor(() => expect(calls).toContainEqual(['Assessment/OpenSuggestion', { SubmissionId: 'sub-a', Kind: 'major', Code: '071102' }]));
  });

  it('says why nothing is suggested when no value stands out', async () => {
    const note = '你在六项价值观上的评分没有一项达到“较高”，所以这里不按价值观推荐专业和职业。';
    fakeApi({ 'Career/GetAllroundResult': () => ok(withValues({ ...VALUES, Suggest: { Values: null, Majors: null, Occupations: null, Rule: RULE, Note: note } })) });
    renderAt('/allround-result?id=sub-a', routes);
    const panel = await screen.findByTestId('values-suggest');
    expect(within(panel).getByTestId('values-none').textContent).toBe(note);
    expect(within(panel).queryByTestId('values-majors')).toBeNull();
    expect(within(panel).queryByTestId('values-occupations')).toBeNull();
  });
});
