// The score query panel of /university against the real binary: 按最低分查询 sends
// SchoolHisotyScore with the list call, shows the removable tag, each college's matched line and
// keeps the form under tempScoreInfo; clearing the tag or switching the site province drops it; a
// change asks the list once; a signed-in student starts from the profile. The expected totals and
// lines are read from the API the page uses, never typed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, expectToast, field, seedStorage, tid } from '../lib/app.mjs';
import { apiData, assertClean, visit } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:tempScoreInfo')));

async function listSettles(page, total) {
  await page.locator(tid('college-total')).filter({ hasText: `共找到 ${total} 所院校` }).waitFor();
  await page.locator(tid('college-filter-confirm')).filter({ hasText: '确认筛选' }).waitFor();
}

/** The years the panel offers once the province's years have loaded. */
async function offeredYears(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid="score-query-year"]');
    return (s && s.options.length > 1) || document.querySelector('[data-testid="score-query-note"]');
  });
  return page.locator(`${tid('score-query-year')} option`).evaluateAll((os) => os.map((o) => o.value).filter(Boolean).map(Number));
}

/** The cards are the API's colleges in its order, each with its matched line: the nearest first. */
async function cardsShowLines(page, answer) {
  const ids = await page.locator(`${tid('college-list')} > .item`).evaluateAll((els) => els.map((e) => e.dataset.testid.slice('college-card-'.length)));
  assert.deepEqual(ids, answer.List.map((c) => c.Id));
  for (let i = 0; i < answer.List.length; i++) {
    const c = answer.List[i];
    const l = c.MatchedLine;
    assert.ok(l && l.Score !== null, `${c.CollegeName} has no matched line`);
    if (i > 0) assert.ok(l.Score <= answer.List[i - 1].MatchedLine.Score, `${c.CollegeName} out of order`);
    const text = await page.locator(`${tid(`college-card-${c.Id}`)} ${tid('college-card-line')}`).innerText();
    assert.ok(text.startsWith(`${l.Year}年 ${l.Track} ${l.Batch} 最低 ${l.Score}分 · 位次 ${l.Rank.toLocaleString('en-US')}`), text);
    assert.equal(text.includes('（换算）'), l.RankConverted, text);
    if (l.Level === 'group') assert.ok(text.endsWith(`专业组 ${l.GroupCode}`), text);
  }
}

/** GetCollegeList requests of a page, with their bodies. */
function listRequests(page) {
  const seen = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/College/GetCollegeList')) seen.push(r.postDataJSON()); });
  return seen;
}

/** Waits until the list has been quiet (no new request) for half a second. */
async function quiet(page, seen) {
  for (let n = -1; n !== seen.length;) {
    n = seen.length;
    await page.waitForTimeout(500);
  }
}

/** 广东's results years with school/group lines (what the panel compares with); the shipped data has them. */
async function guangdongYears() {
  const params = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 44 });
  const years = [];
  for (const Year of params.Years ?? []) {
    if ((await api('AdmissionData/GetAdmissionCollege', { ProvinceId: 44, Year, PageIndex: 1, PageSize: 10 })).Total > 0) years.push(Year);
  }
  return years;
}

test('广东 · newest year · 物理 · 600: 按最低分查询 shows the tag and fewer colleges; the tag clears it', async () => {
  const years = await guangdongYears();
  assert.ok(years.length, 'the shipped admission data has 广东 school/group lines');
  const { page, problems, context } = await visit(browser, server, '/university');
  const all = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10 });
  await listSettles(page, all.Total);

  await page.selectOption(tid('score-query-province'), '44');
  assert.deepEqual(await offeredYears(page), years);
  const year = Number(await page.locator(tid('score-query-year')).inputValue());
  assert.equal(year, Math.max(...years), 'the newest year is chosen');
  await page.locator(tid('score-query-subject-物理')).click();
  assert.equal(await page.locator(tid('score-query-subject-物理')).getAttribute('aria-pressed'), 'true');
  await field(page, 'score-query-score').fill('600');
  await page.locator(tid('score-query-button')).click();

  const query = { ProvinceId: 44, Year: year, SelectSubject: '物理', Score: 600 };
  const filtered = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, SchoolHisotyScore: query });
  assert.ok(filtered.Total > 0 && filtered.Total < all.Total, `${filtered.Total} of ${all.Total}`);
  await page.locator(tid('score-query-tag-text')).filter({ hasText: `广东${year}年录取分数低于600分` }).waitFor();
  await listSettles(page, filtered.Total);
  assert.deepEqual(await stored(page), { ...query, ProvinceName: '广东' });
  await cardsShowLines(page, filtered);
  await page.screenshot({ path: join(artifacts, 'score-panel.png'), fullPage: true });

  // The stored form comes back with the next visit, applied.
  await page.reload();
  await listSettles(page, filtered.Total);
  assert.equal(await page.locator(tid('score-query-tag-text')).innerText(), `广东${year}年录取分数低于600分`);
  assert.equal(await field(page, 'score-query-score').inputValue(), '600');

  await page.locator(tid('score-query-tag-remove')).click();
  await listSettles(page, all.Total);
  assert.equal(await page.locator(tid('score-query-tag')).count(), 0);
  assert.equal(await stored(page), null);
  assert.equal(await field(page, 'score-query-score').inputValue(), '');
  assertClean(problems);
  await context.close();
});

test('missing fields are named; a province without results says 暂无该省录取数据', async () => {
  const { page, problems, context } = await visit(browser, server, '/university');
  await page.locator(tid('college-total')).waitFor();
  await page.selectOption(tid('score-query-province'), '');
  await page.locator(tid('score-query-button')).click();
  await expectToast(page, 'warning', '请检查分数查询板块必填项');
  assert.equal(await page.locator(tid('score-query-error-ProvinceId')).innerText(), '请选择招生地区');
  assert.equal(await page.locator(tid('score-query-error-Score')).innerText(), '请填写分数！');

  // A province whose results API answers no years.
  const provinces = await api('Public/ProvinceList', {});
  let without = null;
  for (const p of provinces) {
    if (!((await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: p.ProvinceId })).Years ?? []).length) { without = p; break; }
  }
  if (without) {
    await page.selectOption(tid('score-query-province'), String(without.ProvinceId));
    await page.locator(tid('score-query-note')).filter({ hasText: '暂无该省录取数据' }).waitFor();
    assert.equal(await page.locator(tid('score-query-button')).isDisabled(), true);
  }
  // 上海's full mark is 660, and the panel says so.
  await page.selectOption(tid('score-query-province'), '31');
  await page.locator(tid('score-query-max')).filter({ hasText: '660' }).waitFor();
  assertClean(problems);
  await context.close();
});

test('switching the site province clears tempScoreInfo', async () => {
  const years = await guangdongYears();
  assert.ok(years.length, 'the shipped admission data has 广东 school/group lines');
  const { page, problems, context } = await visit(browser, server, '/university');
  await page.locator(tid('college-total')).waitFor();
  await page.selectOption(tid('score-query-province'), '44');
  await offeredYears(page);
  await page.locator(`${tid('score-query-subject-物理')}[aria-pressed="true"]`).waitFor();
  await field(page, 'score-query-score').fill('600');
  await page.locator(tid('score-query-button')).click();
  await page.locator(tid('score-query-tag')).waitFor();
  assert.equal((await stored(page)).Score, 600);

  await page.locator(tid('province-picker-trigger')).click();
  await page.locator(tid('province-option-44')).click();
  await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();
  assert.equal(await stored(page), null);
  await page.locator(tid('home-page')).waitFor(); // a switch away from /index goes to /index
  await page.goto(`${server.url}/#/university`);
  await page.locator(tid('college-total')).waitFor();
  assert.equal(await page.locator(tid('score-query-tag')).count(), 0);
  assert.equal(await page.locator(tid('score-query-province')).inputValue(), '44', 'the panel follows the new site province');
  assertClean(problems);
  await context.close();
});

test('one list request per change: a choice, a page, 按最低分查询, a choice with the score applied', async () => {
  const years = await guangdongYears();
  const year = Math.max(...years);
  const { page, problems, context } = await visit(browser, server, '/university');
  const seen = listRequests(page);
  const all = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10 });
  await listSettles(page, all.Total);
  await quiet(page, seen);
  assert.equal(seen.length, 1, 'the first visit');

  await page.locator(tid('filter-Tag-211')).click();
  const tag = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, Tag: '211' });
  await listSettles(page, tag.Total);
  await quiet(page, seen);
  assert.deepEqual(seen.slice(1), [{ PageIndex: 1, PageSize: 10, Tag: '211' }], 'a choice asks once, with the new filter');

  await page.locator(`${tid('college-pager')} .ui.pagination a.item`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => location.hash.includes('page=2'));
  await quiet(page, seen);
  assert.deepEqual(seen.slice(2), [{ PageIndex: 2, PageSize: 10, Tag: '211' }], 'a page asks once');

  // 按最低分查询 from page 2: one request, page 1 with the score.
  await page.selectOption(tid('score-query-province'), '44');
  await offeredYears(page);
  await page.locator(`${tid('score-query-subject-物理')}[aria-pressed="true"]`).waitFor();
  await field(page, 'score-query-score').fill('600');
  await page.locator(tid('score-query-button')).click();
  const query = { ProvinceId: 44, Year: year, SelectSubject: '物理', Score: 600 };
  const scored = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, Tag: '211', SchoolHisotyScore: query });
  await listSettles(page, scored.Total);
  await quiet(page, seen);
  assert.deepEqual(seen.slice(3), [{ PageIndex: 1, PageSize: 10, Tag: '211', SchoolHisotyScore: query }], '按最低分查询 asks once');
  await cardsShowLines(page, scored);

  // A choice with the score applied: once, with both.
  await page.locator(tid('filter-ProvinceId-11')).click();
  const bj = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, Tag: '211', ProvinceId: 11, SchoolHisotyScore: query });
  await listSettles(page, bj.Total);
  await quiet(page, seen);
  assert.deepEqual(seen.slice(4), [{ PageIndex: 1, PageSize: 10, ProvinceId: 11, Tag: '211', SchoolHisotyScore: query }]);
  await cardsShowLines(page, bj);
  assertClean(problems);
  await context.close();
});

test("a signed-in student's panel starts from the profile and queries with the subjects; the profile stays", async () => {
  const login = await apiLogin(server, '13800000451');
  const asUser = async (path, body = {}) => {
    const r = await server.api(path, body, login.Token);
    assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
    return r.Data;
  };
  await asUser('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2025, SelectSubjects: ['物理', '化学', '生物'] });
  await asUser('User/UpdateUserScore', { Score: 600 });
  const years = await guangdongYears();
  const year = years.includes(2025) ? 2025 : Math.max(...years);

  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' }, LoginData: login });
  await page.goto(`${server.url}/#/university`);
  await page.locator(tid('score-query-prefilled')).waitFor();
  assert.equal(await page.locator(tid('score-query-province')).inputValue(), '44');
  assert.deepEqual(await offeredYears(page), years);
  await page.locator(`${tid('score-query-subject-物理')}[aria-pressed="true"]`).waitFor();
  assert.equal(await page.locator(tid('score-query-year')).inputValue(), String(year));
  assert.equal(await field(page, 'score-query-score').inputValue(), '600');
  assert.match(await page.locator(tid('score-query-subjects')).innerText(), /物理\+化学\+生物/);
  assert.equal(await page.locator(tid('score-query-tag')).count(), 0, 'pre-filled, not applied');

  const seen = listRequests(page);
  await page.locator(tid('score-query-button')).click();
  const query = { ProvinceId: 44, Year: year, SelectSubject: '物理', Score: 600, SelectSubjects: ['物理', '化学', '生物'] };
  const scored = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, SchoolHisotyScore: query });
  const without = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, SchoolHisotyScore: { ...query, SelectSubjects: undefined } });
  assert.ok(scored.Total > 0 && scored.Total <= without.Total, `${scored.Total} with the subjects, ${without.Total} without`);
  await listSettles(page, scored.Total);
  await quiet(page, seen);
  assert.deepEqual(seen, [{ PageIndex: 1, PageSize: 10, SchoolHisotyScore: query }]);
  await cardsShowLines(page, scored);
  await page.screenshot({ path: join(artifacts, 'score-panel-student.png'), fullPage: true });

  // A changed score queries with it; the profile keeps 600.
  await field(page, 'score-query-score').fill('580');
  await page.locator(tid('score-query-button')).click();
  await page.locator(tid('score-query-tag-text')).filter({ hasText: `广东${year}年录取分数低于580分` }).waitFor();
  assert.equal((await asUser('User/GetUserStudent')).UserScore.Score, 600);
  assertClean(problems);
  await context.close();
});
