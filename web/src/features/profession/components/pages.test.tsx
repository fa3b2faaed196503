import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '@/test/render';
import ProfessionDetailPage from './ProfessionDetailPage';
import ProfessionSearchPage from './ProfessionSearchPage';

const professionRoutes = [
  { path: '/profession-seachlist', element: <ProfessionSearchPage /> },
  { path: '/profession-detail', element: <ProfessionDetailPage /> },
];

type Reply = { Code: number; Data?: unknown; Message?: string };
const calls: { path: string; body: Record<string, unknown> }[] = [];

/** Answers /api/<path> from the table; records each call. */
function serve(table: Record<string, Reply>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\//, '');
    calls.push({ path, body: JSON.parse(String(init.body)) });
    const reply = table[path] ?? { Code: 500, Message: 'unexpected' };
    return new Response(JSON.stringify({ Data: null, Message: '', ...reply }), { status: 200 });
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

const ITEM = {
  ID: '15-1252.00', ProfessionName: '软件开发工程师', ProfessionNameEn: 'Software Developers', ProfessionDesc: '设计和开发软件。',
  InterestCode: 'ICR', IndustryId: '15', IndustryName: '计算机与数学',
};
const RULE = '兴趣代码只能由 R I A S E C 中的 1～3 个不同字母组成';

describe('profession search page', () => {
  it('shows the server message for a bad interest code', async () => {
    serve({ 'Profession/ProfessionSearchByInterestCode': { Code: 400, Message: RULE } });
    renderAt('/profession-seachlist?InterestCode=xyz', professionRoutes);
    expect((await screen.findByTestId('profession-error')).textContent).toContain(RULE);
    expect(calls[0].body).toMatchObject({ InterestCode: 'XYZ', PageIndex: 1, PageSize: 10 });
  });
  it('lists the occupations of a code with the total and pager', async () => {
    serve({ 'Profession/ProfessionSearchByInterestCode': { Code: 0, Data: { Total: 1, PageIndex: 1, PageSize: 20, List: [ITEM] } } });
    renderAt('/profession-seachlist?InterestCode=IC&size=20', professionRoutes);
    expect((await screen.findByTestId('profession-total')).textContent).toBe('共找到 1 个相关职业');
    expect(screen.getByTestId('profession-card-15-1252.00').textContent).toContain('软件开发工程师');
    expect(calls[0].body).toMatchObject({ InterestCode: 'IC', PageSize: 20 });
    expect(screen.getByTestId('onet-attribution-text').textContent).toContain('O*NET');
  });
  it('searches by name', async () => {
    serve({ 'Profession/ProfessionSearchByName': { Code: 0, Data: { Total: 0, PageIndex: 1, PageSize: 10, List: [] } } });
    renderAt('/profession-seachlist?Name=%20护士%20', professionRoutes);
    await screen.findByTestId('profession-empty');
    expect(calls[0].body).toMatchObject({ Name: '护士' });
  });
});

describe('profession detail page', () => {
  it('shows a clear not-found state for an unknown id', async () => {
    serve({ 'Profession/ProfessionInfo': { Code: 404, Message: '未找到该职业' } });
    renderAt('/profession-detail?ID=99-9999.99', professionRoutes);
    expect((await screen.findByTestId('not-found')).textContent).toContain('未找到该职业');
  });
  it('shows not-found without calling the server when the id is missing', async () => {
    serve({});
    renderAt('/profession-detail', professionRoutes);
    await screen.findByTestId('not-found');
    expect(calls).toEqual([]);
  });
  it('shows names, scores, majors, source and attribution', async () => {
    serve({
      'Profession/ProfessionInfo': { Code: 0, Data: {
        ...ITEM, HighPoint: 'IC', Source: 'O*NET 30.x', Attribution: 'This product includes information from the O*NET Database',
        Interests: [{ Code: 'R', Name: '现实型', Score: 3.61 }, { Code: 'I', Name: '研究型', Score: 6.05 }],
        Majors: [{ Id: '080901', Code: '080901', Name: '计算机科学与技术', CategoryName: '工学', ClassName: '计算机类' }],
      } },
      'Profession/ProfessionRecommendList': { Code: 0, Data: [] },
    });
    renderAt('/profession-detail?ID=15-1252.00', professionRoutes);
    expect((await screen.findByTestId('profession-name')).textContent).toBe('软件开发工程师');
    expect(screen.getByTestId('profession-onet-code').textContent).toBe('O*NET 职业代码 15-1252.00');
    expect(document.body.textContent).not.toContain('Software Developers'); // no English beside the Chinese name
    expect(screen.getByTestId('interest-score-I').textContent).toContain('6.05');
    expect(screen.getByTestId('major-link-080901').getAttribute('href')).toBe('/specialty-detail?id=080901');
    expect(screen.getByTestId('data-source').textContent).toContain('O*NET 30.x');
    await waitFor(() => expect(calls.some((c) => c.path === 'Profession/ProfessionRecommendList' && c.body.ID === '15-1252.00')).toBe(true));
  });
});
