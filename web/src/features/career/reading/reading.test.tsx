import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { CAREER_READING_PATHS } from '@/app/routes/paths';
import { mockApi, notFound, ok } from '@/features/content/test/mock-api';
import { READING } from './kinds';
import { readingRoutes } from './routes';
import ReadingListPage from './ReadingListPage';
import ReadingDetailPage from './ReadingDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const teaching = READING.find((k) => k.kind === 'teaching')!;
const book = READING.find((k) => k.kind === 'book')!;
const routes = [
  { path: '/careerManagement/careerTeaching', element: page(<ReadingListPage k={teaching} />) },
  { path: '/careerManagement/career-teaching-detail', element: page(<ReadingDetailPage k={teaching} />) },
  { path: '/careerManagement/recomBook', element: page(<ReadingListPage k={book} />) },
];
const item = { Id: 'teaching-holland', NewsTitle: '认识兴趣：霍兰德职业兴趣的六种类型', CategoryName: '自我认识', Summary: '一节课', ReleaseDate: '2026-11-24', Source: '志愿编辑部' };

describe('career reading', () => {
  it('registers a list for every kind and a page for every kind but books', () => {
    expect(readingRoutes.map((r) => r.path)).toEqual(CAREER_READING_PATHS);
  });

  it('lists a kind from Career/GetCareerContentList, opens an item, and says so when there is none', async () => {
    const api = mockApi({
      'Career/GetCareerContentList': () => ok({ List: [item], Total: 1, PageIndex: 1, PageSize: 10 }),
      'Career/GetCareerContentDetail': () => ok({ ...item, Content: '<h2>目标</h2>', RevisedDate: item.ReleaseDate, Prev: null, Next: null }),
    });
    renderAt('/careerManagement/careerTeaching', routes);
    const row = await screen.findByTestId('reading-item');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/careerManagement/career-teaching-detail?id=teaching-holland');
    expect(api.bodies('Career/GetCareerContentList')).toEqual([{ Kind: 'teaching', PageIndex: 1, PageSize: 10 }]);
    cleanup();
    renderAt('/careerManagement/career-teaching-detail?id=teaching-holland', routes);
    expect((await screen.findByTestId('reading-title')).textContent).toBe(item.NewsTitle);
    expect(screen.getByTestId('reading-body').innerHTML).toBe('<h2>目标</h2>');

    cleanup();
    mockApi({ 'Career/GetCareerContentList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 }) });
    renderAt('/careerManagement/recomBook', routes);
    expect((await screen.findByTestId('reading-empty')).textContent).toContain('编辑部还没有发布推荐书目');
  });

  it('an unknown item says it is gone, with the way back', async () => {
    mockApi({ 'Career/GetCareerContentDetail': () => notFound });
    renderAt('/careerManagement/career-teaching-detail?id=nope', routes);
    const gone = await screen.findByTestId('reading-gone');
    expect(within(gone).getByTestId('reading-back').getAttribute('href')).toBe('/careerManagement/careerTeaching');
  });
});
