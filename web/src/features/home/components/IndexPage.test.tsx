import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { studentAtom } from '@/lib/session';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { newsItem, NOTICE } from '@/features/content/test/fixtures';
import IndexPage from './IndexPage';

vi.setConfig({ testTimeout: 20_000 });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const HOME = {
  Countdown: { ProvinceId: 44, ProvinceName: '广东', ExamDate: '2027-06-07', Days: 196 },
  News: [newsItem(1, { NewsTitle: '平行志愿是怎么投档的' }), newsItem(2)],
  Notices: [NOTICE],
  Ads: [],
  ToolBox: [{ Name: '一分一段', Icon: 'sort numeric down', Path: '/query-rank' }],
  FriendLinks: [{ Name: '阳光高考平台', Url: 'https://gaokao.chsi.com.cn/' }, { Name: '坏链接', Url: 'javascript:alert(1)' }],
};
const routes = [
  { path: '/index', element: page(<IndexPage />) },
  { path: '/query-rank', element: page(<p>位次查询页</p>) },
  { path: '/recommend-index', element: page(<p>推荐结果页</p>) },
];

function api(home: unknown = HOME) {
  return mockApi({
    'Web/GetHomeData': () => ok(home),
    'Public/LineRankYears': () => ok([{ Year: 2026, Tracks: ['历史类', '物理类'], IsNewExam: true }, { Year: 2025, Tracks: ['历史类', '物理类'], IsNewExam: true }]),
  });
}

beforeEach(() => {
  appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ...GUANGDONG, MaxScore: 750 } as never], WishYear: 2027, ToolBox: [] });
  appStore.set(examProvinceAtom, GUANGDONG);
});
afterEach(() => {
  appStore.set(examProvinceAtom, null);
  appStore.set(webConfigAtom, null);
  vi.unstubAllGlobals();
});

describe('/index', () => {
  it('shows the province’s countdown, newest news and notices with 更多, the tool box and friend links', async () => {
    const calls = api();
    renderAt('/index', routes);
    const news = await screen.findByTestId('home-news');
    expect(within(news).getAllByTestId('home-news-link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['平行志愿是怎么投档的', '/newsdetail?id=news-1'],
      ['资讯标题2', '/newsdetail?id=news-2'],
    ]);
    expect(within(news).getByTestId('home-news-more').getAttribute('href')).toBe('/newslist');
    const notices = screen.getByTestId('home-notice');
    expect(within(notices).getByTestId('home-notice-link').textContent).toBe('2025年广东一分一段表已收录');
    expect(within(notices).getByTestId('home-notice-link').getAttribute('href')).toBe('/noticedetail?id=notice-rank-44-2025');
    expect(within(notices).getByTestId('home-notice-more').getAttribute('href')).toBe('/noticelist');
    expect(screen.getByTestId('home-countdown').textContent).toBe('广东 · 距2027年高考还有196天');
    expect(calls.bodies('Web/GetHomeData')).toEqual([{ ExamProvinceId: 44 }]);
    expect(screen.queryByTestId('home-ads')).toBeNull();
    expect(screen.getAllByTestId('home-tool').map((a) => a.getAttribute('href'))).toEqual(['/query-rank']);
    const friends = screen.getAllByTestId('home-friend-link');
    expect(friends).toHaveLength(1);
    expect(friends[0].getAttribute('target')).toBe('_blank');
    expect(friends[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('home-search-input').getAttribute('maxlength')).toBe('20');
    expect(screen.getByTestId('home-invite')).toBeTruthy();
  });

  it('shows position-1 banners when the server has some, and says 暂无 for empty lists', async () => {
    api({ ...HOME, News: [], Notices: [], Ads: [{ AdImageFileUrl: '/uploads/banner.png', AdTitle: '志愿填报讲座', AdUrl: 'https://example.cn/talk' }] });
    renderAt('/index', routes);
    const ad = await screen.findByTestId('home-ad');
    expect(ad.getAttribute('href')).toBe('https://example.cn/talk');
    expect(ad.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ad.querySelector('img')?.getAttribute('alt')).toBe('志愿填报讲座');
    expect(screen.getByTestId('home-news-empty').textContent).toBe('暂无资讯');
    expect(screen.getByTestId('home-notice-empty').textContent).toBe('暂无公告');
  });

  it('asks score → rank and the recommendation in the visitor’s province with the newest table year', async () => {
    api();
    const { router } = renderAt('/index', routes);
    const form = await screen.findByTestId('home-quick-form');
    const track = within(form).getByTestId('home-quick-track') as HTMLSelectElement;
    expect([...track.options].map((o) => o.textContent)).toEqual(['物理类', '历史类']);
    fireEvent.click(within(form).getByTestId('home-quick-rank'));
    expect(screen.getByTestId('home-quick-error').textContent).toBe('请输入有效的高考成绩！');
    fireEvent.change(within(form).getByTestId('home-quick-score'), { target: { value: '600' } });
    fireEvent.click(within(form).getByTestId('home-quick-rank'));
    await waitFor(() => expect(router.state.location.search).toBe('?province=44&year=2026&track=%E7%89%A9%E7%90%86&score=600'));
    expect(router.state.location.pathname).toBe('/query-rank');
    await router.navigate('/index');
    fireEvent.change(await screen.findByTestId('home-quick-track'), { target: { value: '历史' } });
    fireEvent.change(screen.getByTestId('home-quick-score'), { target: { value: '555' } });
    fireEvent.click(screen.getByTestId('home-quick-recommend'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend-index'));
    expect(router.state.location.search).toBe('?province=44&year=2026&track=%E5%8E%86%E5%8F%B2&score=555');
  });

  it('starts the quick form from a signed-in student’s own track and score', async () => {
    api();
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ...GUANGDONG, MaxScore: 750, ExamMode: '3+1+2' } as never], WishYear: 2027, ToolBox: [] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2026, SelectSubjects: ['历史', '政治', '地理'], Score: 580 } });
    try {
      renderAt('/index', routes);
      const form = await screen.findByTestId('home-quick-form');
      await waitFor(() => expect((within(form).getByTestId('home-quick-score') as HTMLInputElement).value).toBe('580'));
      expect((within(form).getByTestId('home-quick-track') as HTMLSelectElement).value).toBe('历史');
    } finally {
      appStore.set(studentAtom, null);
    }
  });

  it('without a province: the national home data, and a plain way to the tools', async () => {
    appStore.set(examProvinceAtom, null);
    const calls = api({ ...HOME, Countdown: { ProvinceId: 0, ProvinceName: '', ExamDate: '2027-06-07', Days: 196 } });
    renderAt('/index', routes);
    expect((await screen.findByTestId('home-quick-no-province')).textContent).toContain('请先在页头选择高考地区');
    expect(screen.getByTestId('home-quick-rank-link').getAttribute('href')).toBe('/query-rank');
    await waitFor(() => expect(screen.getByTestId('home-countdown').textContent).toBe('距2027年高考还有196天'));
    expect(calls.bodies('Web/GetHomeData')).toEqual([{}]);
    expect(calls.bodies('Public/LineRankYears')).toEqual([]);
  });
});
