// The college pages against the real binary and its imported catalogue: the university filter
// panel with its state in the URL, a college's detail, the compare page fed by the contrastList
// storage key, and the rankings with their descriptions. Every number checked here is read
// from the API the page uses, never typed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch } from '../lib/browser.mjs';
import { tid } from '../lib/app.mjs';
import { apiData, visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);

const open = (path) => visit(browser, server, path);

const query = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

/** Waits until the list has settled on `total` results (the confirm button is back from 搜索中...). */
async function listSettles(page, total) {
  await page.locator(tid('college-total')).filter({ hasText: `共找到 ${total} 所院校` }).waitFor();
  await page.locator(tid('college-filter-confirm')).filter({ hasText: '确认筛选' }).waitFor();
}

/** The college ids of the shown cards, in order. */
const cardIds = (page) => page.locator(`${tid('college-list')} > .item`).evaluateAll((els) => els.map((e) => e.dataset.testid.slice('college-card-'.length)));

const clean = assertClean;

test('the filter panel: 北京 + 985, 不限 clears, page size, reload keeps the filters', async () => {
  const { page, problems, context } = await open('/university');
  const all = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10 });
  await listSettles(page, all.Total);
  await page.locator(tid('score-query')).waitFor(); // the score query panel: tests/score-panel.test.mjs

  await page.locator(tid('filter-ProvinceId-11')).click();
  await page.locator(tid('filter-Tag-985')).click();
  const bj985 = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, ProvinceId: 11, Tag: '985' });
  assert.ok(bj985.Total > 0 && bj985.Total < all.Total);
  await listSettles(page, bj985.Total);
  assert.equal(query(page).get('province'), '11');
  assert.equal(query(page).get('tag'), '985');
  const ids = await cardIds(page);
  assert.deepEqual(ids, bj985.List.map((c) => c.Id), 'the cards are the API answer, in its order');
  for (const c of bj985.List) {
    const card = page.locator(tid(`college-card-${c.Id}`));
    assert.equal(await card.locator(tid('college-card-name')).innerText(), c.CollegeName);
    assert.match(await card.innerText(), /北京 · 北京市/);
    assert.match(await card.locator(tid('college-tags')).innerText(), /985/);
  }
  await page.screenshot({ path: join(artifacts, 'college-list.png'), fullPage: true });

  // A reload (or a shared link) keeps the filter.
  await page.reload();
  await listSettles(page, bj985.Total);
  assert.equal(await page.locator(tid('filter-ProvinceId-11')).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(tid('filter-Tag-985')).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await cardIds(page), bj985.List.map((c) => c.Id));

  // 不限 clears the province: every 985 school again.
  await page.locator(tid('filter-ProvinceId-all')).click();
  const only985 = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 20, Tag: '985' });
  await listSettles(page, only985.Total);
  assert.equal(query(page).get('province'), null);
  assert.equal(await page.locator(tid('filter-ProvinceId-all')).getAttribute('aria-pressed'), 'true');

  // Page size 20: twenty cards from page 1, kept in the URL.
  await page.locator(tid('college-pager-size')).selectOption({ label: '20 条/页' });
  await page.waitForFunction(() => location.hash.includes('size=20'));
  await listSettles(page, only985.Total);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="college-list"] > .item').length === n, Math.min(20, only985.Total));
  assert.deepEqual(await cardIds(page), only985.List.map((c) => c.Id));
  // A page change keeps the size.
  await page.locator(`${tid('college-pager')} .ui.pagination a.item`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => location.hash.includes('page=2'));
  const second = await api('College/GetCollegeList', { PageIndex: 2, PageSize: 20, Tag: '985' });
  await page.locator(tid(`college-card-${second.List[0].Id}`)).waitFor();
  assert.equal(query(page).get('size'), '20');

  // A name applies with 确认筛选.
  await page.locator(tid('college-filter-name')).fill('清华');
  await page.locator(tid('college-filter-confirm')).click();
  const named = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 20, Tag: '985', CollegeName: '清华' });
  await listSettles(page, named.Total);
  assert.equal(query(page).get('name'), '清华');
  assert.deepEqual(await cardIds(page), named.List.map((c) => c.Id));
  clean(problems);
  await context.close();
});

test('a college detail: 北京大学 with its codes, tags, majors and source; an unknown id', async () => {
  const { page, problems, context } = await open('/university-detail?id=10001');
  const info = await api('College/GetCollegeInfo', { Id: '10001' });
  await page.locator(tid('college-name')).filter({ hasText: '北京大学' }).waitFor();
  assert.equal(await page.locator(tid('fact-moe-code-value')).innerText(), '4111010001');
  assert.equal(await page.locator(tid('fact-college-code-value')).innerText(), info.CollegeCode);
  assert.equal(await page.locator(tid('fact-authority-value')).innerText(), info.Authority);
  const tags = await page.locator(tid('detail-tags')).innerText();
  for (const t of ['985', '211', '双一流']) assert.ok(tags.includes(t), `tag ${t} in ${tags}`);
  assert.match(await page.locator(tid('fact-coordinates-value')).innerText(), /BD-09/);
  assert.equal(await page.locator(tid('college-majors-count')).innerText(), `（共 ${info.Majors.length} 个）`);
  const cs = page.locator(tid('major-link-080901'));
  assert.equal(await cs.innerText(), '计算机科学与技术');
  assert.equal(await cs.getAttribute('href'), '#/specialty-detail?id=080901');
  assert.match(await page.locator(tid('major-group-08')).innerText(), /^工学/);
  assert.match(await page.locator(tid('college-source')).innerText(), /^数据来源：/);
  await page.screenshot({ path: join(artifacts, 'college-detail.png'), fullPage: true });
  await cs.click();
  await page.waitForFunction(() => location.hash.startsWith('#/specialty-detail?id=080901'));

  // The /query family shows the same page; an unknown id says so in Chinese.
  assert.deepEqual(problems.consoleErrors, []);
  await page.goto(`${server.url}/#/query/collegedetail?id=99999`);
  assert.match(await page.locator(tid('college-not-found')).innerText(), /未找到该院校/);
  // An unknown id is a business outcome (HTTP 200, Code 404): the console stays clean.
  assert.deepEqual(problems.consoleErrors, []);
  await page.goto(`${server.url}/#/query/collegedetail?id=10003`);
  await page.locator(tid('college-name')).filter({ hasText: '清华大学' }).waitFor();
  clean(problems);
  await context.close();
});

test('compare: add 北京大学 and 清华大学 from the list, both columns and the common majors', async () => {
  const { page, problems, context } = await open('/query/compare');
  assert.match(await page.locator(tid('compare-hint')).innerText(), /请至少选择 2 所院校进行对比/);
  await page.goto(`${server.url}/#/university?province=11&tag=985`);
  await page.locator(tid('compare-toggle-10001')).click();
  await page.locator(tid('compare-toggle-10003')).click();
  assert.equal(await page.locator(tid('compare-toggle-10001')).innerText(), '已加入对比');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:contrastList')));
  assert.deepEqual(stored.map((e) => e.Id), ['10001', '10003']);
  await page.locator(tid('compare-bar-go')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/college-compareCollege'));
  await page.locator(tid('compare-table')).waitFor();
  const cmp = await api('College/GetCollegeCompare', { Ids: ['10001', '10003'] });
  assert.deepEqual(await page.locator(tid('compare-col-name')).allInnerTexts(), ['北京大学', '清华大学']);
  const moe = await page.locator(`${tid('compare-row-moe-code')} td`).allInnerTexts();
  assert.deepEqual(moe.slice(1), cmp.List.map((c) => c.MOECode));
  assert.equal(await page.locator(tid('compare-common-count')).innerText(), `（共 ${cmp.CommonMajorCount} 个）`);
  assert.equal(await page.locator('[data-testid^="common-major-"]').count(), cmp.CommonMajors.length);
  assert.equal(await page.locator(tid('common-major-080901')).innerText(), '计算机科学与技术');
  await page.screenshot({ path: join(artifacts, 'college-compare.png'), fullPage: true });

  // Adding a third by name, then removing two: the page follows the stored list.
  await page.locator(tid('compare-add-input')).fill('浙江大学');
  await page.locator(tid('compare-add-search')).click();
  await page.locator(tid('compare-found-add-10335')).click();
  await page.locator(tid('compare-col-10335')).waitFor();
  await page.locator(tid('compare-remove-10335')).click();
  await page.locator(tid('compare-remove-10003')).click();
  await page.locator(tid('compare-hint')).waitFor();
  const left = await page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:contrastList')));
  assert.deepEqual(left.map((e) => e.Id), ['10001']);
  clean(problems);
  await context.close();
});

test('rankings show what they mean, their source, shared ranks and the province filter', async () => {
  // The default 录取位次 ranking: tests/college-rank.test.mjs. The majors count, named for what it counts:
  const { page, problems, context } = await open('/college-rank?type=majors');
  const kinds = await api('College/GetCollegeRankCategoryList', {});
  assert.ok(kinds.length >= 2);
  assert.equal(kinds.find((k) => k.ID === 'majors')?.Name, '开设专业数');
  const majors = await api('College/GetCollegeRankList', { CategoryId: 'majors', PageIndex: 1, PageSize: 10 });
  await page.locator(tid(`rank-row-${majors.List[0].Id}`)).waitFor();
  assert.equal(await page.locator(`${tid('rank-description')} p`).first().innerText(), majors.Description);
  assert.match(await page.locator(tid('rank-source')).innerText(), /^数据来源：/);
  assert.deepEqual(await page.locator(tid('rank-no')).allInnerTexts(), majors.List.map((r) => String(r.Rank)));
  assert.deepEqual(await page.locator(tid('rank-value')).allInnerTexts(), majors.List.map((r) => r.ValueText));

  await page.locator(tid('rank-tab-tags')).click();
  await page.locator(tid('rank-province-11')).click();
  await page.waitForFunction(() => location.hash.includes('type=tags') && location.hash.includes('province=11'));
  const tags = await api('College/GetCollegeRankList', { CategoryId: 'tags', ProvinceId: 11, PageIndex: 1, PageSize: 10 });
  await page.locator(`${tid('rank-description')} p`).filter({ hasText: tags.Description }).waitFor();
  await page.waitForFunction((ids) => [...document.querySelectorAll('[data-testid^="rank-row-"]')].map((e) => e.dataset.testid.slice(9)).join() === ids, tags.List.map((r) => r.Id).join());
  const ranks = await page.locator(tid('rank-no')).allInnerTexts();
  assert.deepEqual(ranks, tags.List.map((r) => String(r.Rank)));
  assert.ok(new Set(ranks).size < ranks.length, 'ties share a rank');
  for (const t of await page.locator(`${tid('rank-results')} ${tid('college-tags')}`).allInnerTexts()) assert.ok(t.length > 0);

  await page.goto(`${server.url}/#/query/collegerank?type=tags`);
  await page.locator(`${tid('rank-description')} p`).filter({ hasText: tags.Description }).waitFor();
  clean(problems);
  await context.close();
});
