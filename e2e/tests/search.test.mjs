// The search page against the real binary and the imported catalogue: the header box leads to
// /search, the four tabs show their counts, hits are highlighted and open in a new window, tab
// and page live in the URL, and a keyword over 20 characters is refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch } from '../lib/browser.mjs';
import { tid } from '../lib/app.mjs';
import { visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (path) => visit(browser, server, path);

const hashOf = (page) => decodeURIComponent(new URL(page.url()).hash);

async function counts(page) {
  const out = {};
  for (const k of ['news', 'college', 'major', 'profession']) {
    out[k] = Number(await page.locator(tid(`search-count-${k}`)).textContent());
  }
  return out;
}

async function firstResult(page) {
  const first = page.locator(tid('search-result')).first();
  await first.waitFor();
  return first;
}

test('北大 from the header box: colleges first, 北京大学 highlighted, counts on every tab', async () => {
  const { page, problems, context } = await open('/index');
  await page.locator(tid('header-search-input')).fill('北大');
  await page.locator(tid('header-search-button')).click();
  await page.locator(tid('search-page')).waitFor();
  const first = await firstResult(page);
  await page.waitForFunction(() => window.location.hash.includes('tab=college'));
  assert.match(hashOf(page), /^#\/search\?keywords=北大&tab=college$/);

  assert.equal(await first.locator(tid('search-result-link')).textContent(), '北京大学');
  assert.deepEqual(await first.locator('mark').allTextContents(), ['北', '大']);
  assert.match(await first.locator(tid('search-result-subtitle')).textContent(), /^北京 · 北京市 · 本科 · 985 211 双一流$/);
  assert.ok(await page.locator(tid('search-tab-college')).evaluate((el) => el.classList.contains('active')));

  const c = await counts(page);
  assert.equal(c.news, 0);
  assert.ok(c.college > 0, `college count ${c.college}`);
  assert.equal(await page.locator(tid('search-found')).textContent(), `找到 ${c.college} 条相关结果`);

  // Results open in a new window on the hit's page.
  const link = first.locator(tid('search-result-link'));
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.match(await link.getAttribute('rel'), /noopener/);
  assert.equal(await link.getAttribute('href'), '#/university-detail?id=10001');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  assert.match(decodeURIComponent(popup.url()), /#\/university-detail\?id=10001$/);
  assert.match(page.url(), /#\/search/, 'the search page stays open');

  // No article mentions 北大: the 资讯 tab says so like the others.
  await page.locator(tid('search-tab-news')).click();
  await page.locator(tid('search-empty')).filter({ hasText: '没有找到与“北大”相关的资讯' }).waitFor();
  assert.equal(await page.locator(tid('search-found')).textContent(), '找到 0 条相关结果');
  assert.match(hashOf(page), /tab=news/);
  assertClean(problems);
  await context.close();
});

test('计算机 in the 专业 tab finds 计算机科学与技术; tab and page stay in the URL', async () => {
  const { page, problems, context } = await open('/search?keywords=大学');
  await firstResult(page);
  await page.locator(tid('search-page-input')).fill('计算机');
  await page.locator(tid('search-page-button')).click();
  await page.waitForFunction(() => decodeURIComponent(window.location.hash).includes('keywords=计算机&tab='));
  await page.locator(tid('search-tab-major')).click();
  await page.waitForFunction(() => window.location.hash.includes('tab=major'));
  await page.locator(tid('search-pane-major')).waitFor();
  const first = await firstResult(page);
  assert.equal(await first.locator(tid('search-result-link')).textContent(), '计算机科学与技术');
  assert.deepEqual(await first.locator('mark').allTextContents(), ['计算机']);
  assert.equal(await first.locator(tid('search-result-link')).getAttribute('href'), '#/specialty-detail?id=080901');
  const c = await counts(page);
  assert.equal(await page.locator(tid('search-found')).textContent(), `找到 ${c.major} 条相关结果`);
  assert.ok(c.major > 10, `major count ${c.major}`);

  // Page 2 of the majors, kept across a reload.
  const page1 = await page.locator(tid('search-result-link')).allTextContents();
  assert.equal(page1.length, 10);
  await page.locator(`${tid('search-pager')} a[type="pageItem"]`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => window.location.hash.includes('page=2'));
  await page.waitForFunction((before) => {
    const links = [...document.querySelectorAll('[data-testid="search-result-link"]')].map((a) => a.textContent);
    return links.length > 0 && links[0] !== before;
  }, page1[0]);
  const page2 = await page.locator(tid('search-result-link')).allTextContents();
  assert.ok(page2.every((t) => !page1.includes(t)), 'page 2 repeats page 1');
  await page.reload();
  await page.locator(tid('search-pane-major')).waitFor();
  await firstResult(page);
  assert.deepEqual(await page.locator(tid('search-result-link')).allTextContents(), page2);
  assertClean(problems);
  await context.close();
});

test('a new keyword opens its own first tab with hits: an English occupation title goes to 职业', async () => {
  const { page, problems, context } = await open(`/search?keywords=${encodeURIComponent('北大')}`);
  await firstResult(page);
  await page.waitForFunction(() => window.location.hash.includes('tab=college'));
  await page.locator(tid('search-page-input')).fill('registered nurse');
  await page.locator(tid('search-page-button')).click();
  await page.waitForFunction(() => {
    const q = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    return q.get('keywords') === 'registered nurse' && q.has('tab');
  });
  assert.equal(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('tab'), 'profession');
  await page.locator(tid('search-pane-profession')).waitFor();
  const first = await firstResult(page);
  assert.equal(await first.locator(tid('search-result-link')).textContent(), '注册护士');
  assert.equal(await first.locator(tid('search-result-link')).getAttribute('href'), '#/profession-detail?ID=29-1141.00');
  const c = await counts(page);
  assert.deepEqual([c.news, c.college, c.major], [0, 0, 0]);
  assertClean(problems);
  await context.close();
});

test('a keyword of 21 characters is refused with the message', async () => {
  const { page, problems, context } = await open(`/search?keywords=${encodeURIComponent('北京大学'.repeat(5) + '北')}`);
  await page.locator(tid('search-keyword-error')).filter({ hasText: '搜索关键词不能超过20个字' }).waitFor();
  assert.equal(await page.locator(tid('search-result')).count(), 0);
  // The box itself takes at most 20 characters.
  assert.equal(await page.locator(tid('search-page-input')).getAttribute('maxlength'), '20');
  // The server refuses it too, with the same words.
  const r = await server.api('Search/Query', { Keyword: '北'.repeat(21) });
  assert.deepEqual([r.Code, r.Message], [400, '搜索关键词不能超过20个字']);
  assertClean(problems);
  await context.close();
});

test('a misspelt name still finds the college, and markup in a keyword stays text', async () => {
  const { page, problems, context } = await open(`/search?keywords=${encodeURIComponent('青华大学')}`);
  const first = await firstResult(page);
  assert.equal(await first.locator(tid('search-result-link')).textContent(), '清华大学');
  await page.locator(tid('search-page-input')).fill('<b>北大</b>');
  await page.locator(tid('search-page-button')).click();
  await page.waitForFunction(() => decodeURIComponent(window.location.hash).includes('keywords=<b>北大</b>'));
  await page.locator(`${tid('search-empty')}, ${tid('search-result')}`).first().waitFor();
  assert.equal(await page.locator(`${tid('search-page')} b`).count(), 0, 'the keyword became markup');
  assertClean(problems);
  await context.close();
});

test('the header box suggests as one types: arrows choose, Enter opens the college; the tab is titled', async () => {
  const { page, problems, context } = await visit(browser, server, '/index');
  const input = page.locator(tid('header-search-input'));
  await input.fill('北京大');
  const list = page.locator(tid('header-suggestions'));
  await list.waitFor();
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  const first = list.locator(tid('header-suggestion')).first();
  assert.match(await first.innerText(), /院校\s*北京大学/);
  await input.press('ArrowDown');
  assert.equal(await first.getAttribute('aria-selected'), 'true');
  await input.press('Enter');
  await page.waitForFunction(() => /#\/university-detail\?id=/.test(location.hash));
  await page.locator(tid('college-name')).filter({ hasText: '北京大学' }).waitFor();
  await page.waitForFunction(() => document.title === '北京大学 - 高考志愿填报');
  // Escape closes the list without searching; a route without data of its own has its SPEC title.
  await input.fill('清华');
  await list.waitFor();
  await input.press('Escape');
  await list.waitFor({ state: 'detached' });
  await page.goto(`${server.url}/#/query-rank`);
  await page.waitForFunction(() => document.title === '位次查询 - 高考志愿填报');
  assertClean(problems);
  await context.close();
});
