// Published content against the real binary and the shipped articles, help answers, pages and
// rank-table notices: the home page's news and notices for the chosen province, an article opened
// from there (its read counted once), the 资讯 list's paging and category filter, the help
// center's search and answers, a content page, news in the search page's 资讯 tab, and every
// content page at 360 px without sideways scrolling.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { seedStorage, tid } from '../lib/app.mjs';
import { apiData, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const hashOf = (page) => decodeURIComponent(new URL(page.url()).hash);
const textOf = (html) => html.replace(/<[^>]+>/g, '').replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/\s+/g, ' ').trim();

/** Opens `path` in a new context whose visitor has chosen 广东 (a phone's width when asked). */
async function open(path, viewport) {
  const { page, problems, context } = await newPage(browser, server.url, viewport);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#${path}`);
  return { page, problems, context };
}

async function until(read, ok, what) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('the home page shows the province’s news and its 一分一段表已收录 notice; an article opens from there and counts one read', async () => {
  const home = await apiData(server, 'Web/GetHomeData', { ExamProvinceId: 44 });
  assert.ok(home.News.length > 0, 'no news for 广东');
  const notice = home.Notices.find((n) => /^\d{4}年广东一分一段表已收录$/.test(n.NewsTitle));
  assert.ok(notice, `no rank-table notice for 广东: ${JSON.stringify(home.Notices.map((n) => n.NewsTitle))}`);
  assert.equal(home.Ads.length, 0, 'no ad is configured by default');

  const { page, problems, context } = await open('/index');
  const news = page.locator(tid('home-news'));
  await news.locator(tid('home-news-link')).first().waitFor();
  assert.deepEqual(await news.locator(tid('home-news-link')).allTextContents(), home.News.map((n) => n.NewsTitle));
  assert.equal(await news.locator(tid('home-news-more')).getAttribute('href'), '#/newslist');
  const notices = page.locator(tid('home-notice'));
  assert.ok((await notices.locator(tid('home-notice-link')).allTextContents()).includes(notice.NewsTitle));
  assert.equal(await page.locator(tid('home-countdown-days')).textContent(), String(home.Countdown.Days));
  assert.equal(await page.locator(tid('home-ads')).count(), 0);
  const friend = page.locator(tid('home-friend-link')).first();
  assert.equal(await friend.getAttribute('target'), '_blank');
  assert.equal(await friend.getAttribute('rel'), 'noopener noreferrer');
  assert.ok(await page.locator(tid('home-quick-form')).isVisible(), 'the score → rank entry');

  // The first article, opened from the home page: its title and its text.
  const first = home.News[0];
  const before = (await apiData(server, 'Web/GetNewsInfoDetail', { Id: first.Id }));
  await news.locator(tid('home-news-link')).first().click();
  await page.waitForFunction((id) => decodeURIComponent(location.hash) === `#/newsdetail?id=${id}`, first.Id);
  assert.equal(await page.locator(tid('article-title')).textContent(), first.NewsTitle);
  const opening = textOf(before.Content).slice(0, 30);
  await page.locator(tid('article-body')).filter({ hasText: opening }).waitFor();
  assert.equal(await page.locator(tid('article-views')).count(), 1);
  assert.doesNotMatch(await page.locator(tid('article')).innerText(), /ViewCountBase/);
  await page.waitForFunction((t) => document.title === `${t} - 高考志愿填报`, first.NewsTitle);
  // One read counted for this view (the count is the real one, not inflated).
  const counted = await until(async () => (await apiData(server, 'Web/GetNewsInfoDetail', { Id: first.Id })).ViewCountReal,
    (n) => n >= before.ViewCountReal + 1, 'read count');
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(counted, before.ViewCountReal + 1);
  assert.equal((await apiData(server, 'Web/GetNewsInfoDetail', { Id: first.Id })).ViewCountReal, before.ViewCountReal + 1);
  assertClean(problems);
  await context.close();
});

test('the home page asks score → rank and the recommendation in the visitor’s province', async () => {
  const years = await apiData(server, 'Public/LineRankYears', { ProvinceId: 44 });
  const { page, problems, context } = await open('/index');
  const form = page.locator(tid('home-quick-form'));
  await form.waitFor();
  assert.equal(await form.locator(tid('home-quick-track')).inputValue(), '物理');
  await form.locator(tid('home-quick-score')).fill('600');
  await form.locator(tid('home-quick-rank')).click();
  await page.waitForFunction((y) => decodeURIComponent(location.hash) === `#/query-rank?province=44&year=${y}&track=物理&score=600`, years[0].Year);
  await page.locator(tid('query-rank-page')).waitFor();
  await page.goBack();
  await page.locator(tid('home-quick-score')).fill('580');
  await page.locator(tid('home-quick-recommend')).click();
  await page.waitForFunction((y) => decodeURIComponent(location.hash) === `#/recommend-index?province=44&year=${y}&track=物理&score=580`, years[0].Year);
  await page.locator(tid('recommend-index-page')).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator(tid('rec-no-query')).count(), 0);
  assertClean(problems);
  await context.close();
});

test('the notice names its authority, links to it, and its in-app link works with the hash router', async () => {
  const list = await apiData(server, 'Web/GetNoticeList', { ExamProvinceId: 44, PageIndex: 1, PageSize: 10 });
  const notice = list.List.find((n) => /广东一分一段表已收录$/.test(n.NewsTitle));
  const { page, problems, context } = await open('/noticelist');
  await page.locator(tid('article-link')).filter({ hasText: notice.NewsTitle }).click();
  await page.waitForFunction((id) => decodeURIComponent(location.hash) === `#/noticedetail?id=${id}`, notice.Id);
  assert.equal(await page.locator(tid('article-title')).textContent(), notice.NewsTitle);
  const source = page.locator(tid('article-source-link'));
  assert.equal(await source.textContent(), notice.Source);
  assert.equal(await source.getAttribute('href'), notice.SourceUrl);
  assert.equal(await source.getAttribute('target'), '_blank');
  assert.equal(await page.locator(tid('article-provinces')).textContent(), '地区：广东');
  await page.locator(`${tid('article-body')} a[href="#/query-rank"]`).click();
  await page.locator(tid('query-rank-page')).waitFor();
  assert.equal(hashOf(page), '#/query-rank');
  await page.goBack();
  await page.locator(tid('article-title')).filter({ hasText: notice.NewsTitle }).waitFor();
  assertClean(problems);
  await context.close();
});

test('/newslist pages through the province’s news and filters by category and title', async () => {
  const all = await apiData(server, 'Web/GetNewsInfoList', { ExamProvinceId: 44, PageIndex: 2, PageSize: 10 });
  assert.ok(all.Total > 10, `only ${all.Total} articles`);
  const { page, problems, context } = await open('/newslist');
  await page.locator(tid('article-item')).first().waitFor();
  assert.equal(await page.locator(tid('article-item')).count(), 10);
  assert.match(await page.locator(tid('article-pager')).textContent(), new RegExp(`共 ${all.Total} 条`));
  await page.locator(`${tid('article-pager')} a[type="pageItem"]`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => location.hash.includes('page=2'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="article-link"]')?.textContent === t, all.List[0].NewsTitle);
  assert.deepEqual(await page.locator(tid('article-link')).allTextContents(), all.List.map((n) => n.NewsTitle));

  // A category: only its items, newest first, the filter in the address.
  const categories = await apiData(server, 'Web/GetNewsCategoryList');
  const cat = categories.find((c) => c.Count > 1) ?? categories[0];
  const inCat = await apiData(server, 'Web/GetNewsInfoList', { ExamProvinceId: 44, CategoryName: cat.CategoryName, PageIndex: 1, PageSize: 10 });
  await page.locator(tid(`news-category-${cat.CategoryName}`)).click();
  await page.waitForFunction((c) => decodeURIComponent(location.hash) === `#/newslist?category=${c}`, cat.CategoryName);
  await page.waitForFunction((t) => document.querySelector('[data-testid="article-link"]')?.textContent === t, inCat.List[0].NewsTitle);
  assert.deepEqual(await page.locator(tid('article-link')).allTextContents(), inCat.List.map((n) => n.NewsTitle));
  assert.deepEqual([...new Set(await page.locator(tid('article-category')).allTextContents())], [cat.CategoryName]);

  // The title filter within the category; a word that is nowhere says so.
  const word = [...inCat.List[0].NewsTitle].slice(0, 2).join('');
  await page.locator(tid('news-filter-input')).fill(word);
  await page.locator(tid('news-filter-button')).click();
  await page.waitForFunction((w) => decodeURIComponent(location.hash).includes(`keyword=${w}`), word);
  await page.locator(tid('article-link')).filter({ hasText: inCat.List[0].NewsTitle }).waitFor();
  await page.locator(tid('news-filter-input')).fill('火星移民指南');
  await page.locator(tid('news-filter-button')).click();
  await page.locator(tid('article-list-empty')).filter({ hasText: '没有符合条件的资讯' }).waitFor();
  assert.equal(await page.locator(tid('news-filter-input')).getAttribute('maxlength'), '20');
  assertClean(problems);
  await context.close();
});

test('an unknown article says it is gone, with the way back', async () => {
  const { page, problems, context } = await open('/newsdetail?id=news-that-never-was');
  await page.locator(tid('content-gone')).filter({ hasText: '内容不存在或已下线' }).waitFor();
  await page.locator(tid('content-gone-back')).click();
  await page.locator(tid('news-list-page')).waitFor();
  assertClean(problems);
  await context.close();
});

test('/helpcenter: 密码 finds the answers; one opens at its own address with others of its category', async () => {
  const found = await apiData(server, 'Web/GetHelpList', { Keyword: '密码', PageIndex: 1, PageSize: 10 });
  assert.ok(found.Total > 0);
  const { page, problems, context } = await open('/helpcenter');
  await page.locator(`${tid('help-top')} ${tid('help-item-link')}`).first().waitFor();
  await page.locator(tid('help-search-input')).fill('密码');
  await page.locator(tid('help-search-button')).click();
  await page.waitForFunction(() => decodeURIComponent(location.hash) === '#/helpcenter?keyword=密码');
  await page.locator(tid('help-found')).filter({ hasText: `找到 ${found.Total} 个相关问题` }).waitFor();
  assert.deepEqual(await page.locator(tid('help-item-link')).allTextContents(), found.List.map((h) => h.Title));
  const answer = found.List[0];
  await page.locator(tid('help-item-link')).first().click();
  await page.waitForFunction((id) => decodeURIComponent(location.hash) === `#/helpcenter?id=${id}`, answer.Id);
  assert.equal(await page.locator(tid('help-answer-title')).textContent(), answer.Title);
  const detail = await apiData(server, 'Web/GetHelpDetail', { Id: answer.Id });
  await page.locator(tid('help-answer-body')).filter({ hasText: textOf(detail.Content).slice(0, 20) }).waitFor();
  assert.equal(await page.locator(`${tid('help-related')} ${tid('help-item-link')}`).count(), detail.Related.length);
  // The answer's own address opens it directly.
  await page.reload();
  await page.locator(tid('help-answer-title')).filter({ hasText: answer.Title }).waitFor();
  assertClean(problems);
  await context.close();
});

test('/content?code=data-sources shows 数据来源说明, which the footer links to', async () => {
  const { page, problems, context } = await open('/index');
  await page.locator(tid('site-footer')).getByText('数据来源说明').click();
  await page.waitForFunction(() => decodeURIComponent(location.hash) === '#/content?code=data-sources');
  assert.equal(await page.locator(tid('content-title')).textContent(), '数据来源说明');
  assert.ok((await page.locator(`${tid('content-body')} a[target="_blank"]`).count()) > 5, 'the sources are linked');
  await page.waitForFunction(() => document.title === '数据来源说明 - 高考志愿填报');
  assertClean(problems);
  await context.close();
});

test('the search page’s 资讯 tab finds an article by a word of its title and opens it', async () => {
  const list = await apiData(server, 'Web/GetNewsInfoList', { NewsTitle: '等位分', PageIndex: 1, PageSize: 10 });
  const article = list.List.find((n) => n.NewsTitle.includes('等位分'));
  assert.ok(article, 'an article about 等位分');
  const { page, problems, context } = await open('/search?keywords=等位分&tab=news');
  await page.locator(tid('search-pane-news')).waitFor();
  const hit = page.locator(tid('search-result-link')).filter({ hasText: article.NewsTitle });
  await hit.waitFor();
  assert.equal(await hit.getAttribute('href'), `#/newsdetail?id=${article.Id}`);
  assert.ok((await hit.locator('mark').allTextContents()).join('').includes('等位分'));
  assert.ok(Number(await page.locator(tid('search-count-news')).textContent()) > 0);
  const [popup] = await Promise.all([context.waitForEvent('page'), hit.click()]);
  await popup.locator(tid('article-title')).filter({ hasText: article.NewsTitle }).waitFor();
  assertClean(problems);
  await context.close();
});

test('every content page fits a 360 px phone', async () => {
  const help = await apiData(server, 'Web/GetHelpTopList');
  const news = await apiData(server, 'Web/GetNewsInfoList', { ExamProvinceId: 44, PageIndex: 1, PageSize: 10 });
  const notices = await apiData(server, 'Web/GetNoticeList', { ExamProvinceId: 44, PageIndex: 1, PageSize: 10 });
  const paths = ['/index', '/newslist', `/newsdetail?id=${news.List[0].Id}`, '/noticelist', `/noticedetail?id=${notices.List[0].Id}`,
    '/helpcenter', '/helpcenter?keyword=密码', `/helpcenter?id=${help[0].Id}`, '/content?code=data-sources', '/content?code=about',
    '/content?code=editorial', '/newsdetail?id=gone', '/search?keywords=志愿&tab=news'];
  const { page, problems, context } = await open('/index', { width: 360, height: 740 });
  const failures = [];
  for (const p of paths) {
    await page.goto('about:blank');
    await page.goto(`${server.url}/#${p}`);
    await page.locator(tid('page-body')).waitFor();
    await page.waitForLoadState('networkidle');
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return '';
      const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1).slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`);
      return `${document.documentElement.scrollWidth} px: ${out.join(', ')}`;
    });
    if (wide) failures.push(`${p}: ${wide}`);
  }
  assert.deepEqual(failures, []);
  assertClean(problems);
  await context.close();
});
