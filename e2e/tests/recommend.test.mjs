// 志愿推荐 against the real binary: a visitor fills /recommend-start for 广东 2026 物理类
// 物理+化学+生物 600 and gets the units of 广东's filling mode with their probability, by 冲 / 稳
// / 保 as the API counts them, with the evidence of each and the backtest; the URL keeps the
// query over a reload; /statistics draws the same query's spread; /new-exam opens a group into its
// majors; bad input shows the server's Chinese message. The expected figures come from the API.
// The engine learns once after a start (about 20 s, longer on a busy machine): the first answer
// is waited for generously.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage, PHONE } from '../lib/browser.mjs';
import { field, seedStorage, tid } from '../lib/app.mjs';
import { apiData, assertClean, visit } from '../lib/visit.mjs';

const FIRST_ANSWER = 180_000;
const QUERY = { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 };
const SEARCH = new URLSearchParams({ province: '44', year: '2026', track: '物理', subj: '物理,化学,生物', score: '600' }).toString();
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

let server, browser, stat;
before(async () => {
  server = await startServer();
  browser = await launch();
  stat = await apiData(server, 'Recommend/GetRecommendStat', QUERY); // blocks until the engine has learned
});
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);
const hashQuery = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
const grouped = (n) => n.toLocaleString('en-US');

test('广东 2026 物理类 600: 冲 / 稳 / 保 with counts, a 稳 row with its evidence, the backtest; a reload keeps the query', { timeout: 300_000 }, async () => {
  assert.equal(stat.Candidate.Rank > 0, true);
  const { page, problems, context } = await visit(browser, server, '/recommend-start');
  await page.locator(tid('rec-province')).selectOption('44');
  await page.locator(`${tid('rec-year')} option[value="2026"]`).waitFor({ state: 'attached' });
  await page.locator(tid('rec-year')).selectOption('2026');
  await page.locator(tid('rec-track-物理')).click();
  await page.locator(tid('rec-subject-化学')).check();
  await page.locator(tid('rec-subject-生物')).check();
  await field(page, 'rec-value').fill('600');
  await page.locator(tid('rec-submit')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/recommend-index?'), null, { timeout: FIRST_ANSWER });
  const q = hashQuery(page);
  assert.deepEqual(Object.fromEntries(q), { province: '44', year: '2026', track: '物理', subj: '物理,化学,生物', score: '600' });

  // The tabs count as the API does; 稳 is open.
  for (const label of ['冲', '稳', '保']) {
    await page.locator(tid(`rec-count-${label}`)).filter({ hasText: new RegExp(`^${stat.Counts[label]}$`) }).waitFor({ timeout: FIRST_ANSWER });
  }
  assert.ok(stat.Counts['稳'] > 0, 'no 稳 unit for 广东 600');
  assert.equal(await page.locator(tid('rec-tab-稳')).getAttribute('aria-selected'), 'true');
  assert.match(await page.locator(tid('rec-candidate-line')).innerText(), new RegExp(`你的位次：${grouped(stat.Candidate.Rank)}（广东 2026 物理类`));
  const oneYear = stat.Bands.OneYearNote ? `（${stat.Bands.OneYearNote}）` : '';
  assert.equal(await page.locator(tid('rec-bands')).innerText(), `冲：录取概率低于${stat.Bands.StretchBelow}%；稳：${stat.Bands.StretchBelow}%–${stat.Bands.SafeFrom}%；保：${stat.Bands.SafeFrom}%及以上${oneYear}`);
  const bt = stat.Backtest;
  assert.match(await page.locator(tid('rec-backtest')).innerText(), new RegExp(`${bt.Year === 2025 ? '去年回测' : '最近一次回测'}（${bt.Year}年）：标为“保”的志愿有 ${bt.SafeHeld}% 被录取`));
  // The province's published backtest opens below it, the headline's year and level among its rows.
  const published = await api('Recommend/GetBacktest', { ProvinceId: 44 });
  await page.locator(`${tid('rec-backtest-panel')} summary`).click();
  await page.locator(tid('rec-backtest-row')).first().waitFor({ timeout: FIRST_ANSWER });
  assert.equal(await page.locator(tid('rec-backtest-row')).count(), published.Rows.length);
  assert.ok(published.Rows.some((r) => r.Year === bt.Year && r.Level === bt.Level && r.SafeHeld === bt.SafeHeld), 'the headline is not a published row');

  // The rows are the API's, in its order; the first 稳 row's probability lies in the band.
  const list = await api('Recommend/GetRecommendCollegeList', { ...QUERY, Level: stat.Level, Label: '稳', PageIndex: 1, PageSize: 10 });
  await page.locator(tid('rec-row')).first().waitFor();
  assert.deepEqual(await page.locator(tid('rec-row-school')).allInnerTexts(), list.List.map((i) => i.SchoolName));
  const row = page.locator(tid('rec-row')).first();
  const p = Number((await row.locator(tid('rec-probability')).innerText()).match(/([\d.]+)%/)[1]);
  assert.ok(p >= 40 && p < 90, `稳 probability ${p}`);
  assert.equal(p, list.List[0].Probability);
  assert.match(await row.locator(tid('rec-predicted-interval')).innerText(), /^80%区间 [\d,]+–[\d,]+$/);
  // 加入志愿表 asks a visitor to sign in first, and brings them back to this page.
  const results = page.url();
  await row.locator(tid('rec-row-add')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/login?redirect='));
  assert.equal(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('redirect'), new URL(results).hash.slice(1));
  await page.goBack();
  await page.locator(tid('rec-row')).first().waitFor();

  // 依据: each earlier year's result, with its kind of rank and its source.
  await row.locator(tid('rec-row-evidence')).click();
  const evidence = row.locator(tid('rec-evidence-row'));
  await evidence.first().waitFor();
  assert.equal(await evidence.count(), list.List[0].Years.length);
  assert.match(await evidence.first().innerText(), new RegExp(`${list.List[0].Years[0].Year}年[\\s\\S]*(公布位次|换算位次)`));
  assert.ok(await page.locator(tid('rec-sources')).locator('a').count() >= 1, 'no source link below the list');
  await page.screenshot({ path: join(artifacts, 'recommend-index.png'), fullPage: true });

  // A reload shows the same answer.
  const before = page.url();
  await page.reload();
  await page.locator(tid('rec-row')).first().waitFor();
  assert.equal(page.url(), before);
  assert.equal(await page.locator(tid('rec-count-稳')).innerText(), String(stat.Counts['稳']));
  assert.deepEqual(await page.locator(tid('rec-row-school')).allInnerTexts(), list.List.map((i) => i.SchoolName));

  // 保 asks again, in the URL.
  await page.locator(tid('rec-tab-保')).click();
  await page.waitForFunction(() => /tab=%E4%BF%9D|tab=保/.test(location.hash));
  await page.locator(`${tid('rec-row')}[data-label="保"]`).first().waitFor();
  assertClean(problems);
  await context.close();
});

test('/statistics draws the spread of the same query, each chart with its table', async () => {
  const { page, problems, context } = await visit(browser, server, `/statistics?${SEARCH}`);
  await page.locator(`${tid('rec-chart-overall')} canvas`).waitFor({ timeout: FIRST_ANSWER });
  for (const id of ['province', 'category', 'nature', 'tuition']) await page.locator(`${tid(`rec-chart-${id}`)} canvas`).waitFor();
  const overall = await page.locator(tid('rec-stat-overall-table-row')).locator('td').allInnerTexts();
  assert.deepEqual(overall.slice(1, 4), ['冲', '稳', '保'].map((l) => String(stat.Counts[l])));
  assert.equal(await page.locator(tid('rec-stat-province-table-row')).count(), Math.min(10, stat.ByProvince.length));
  assert.match(await page.locator(`${tid('rec-chart-province')} canvas`).getAttribute('aria-label'), /^按院校所在地区（前10）：/);
  await page.screenshot({ path: join(artifacts, 'recommend-statistics.png'), fullPage: true });
  assertClean(problems);
  await context.close();
});

test('/new-exam opens a group into its majors', async () => {
  const { page, problems, context } = await visit(browser, server, `/new-exam?${SEARCH}`);
  const row = page.locator(tid('rec-row')).first();
  await row.waitFor({ timeout: FIRST_ANSWER });
  const list = await api('Recommend/GetRecommendCollegeList', { ...QUERY, Level: 'group', Label: '稳', PageIndex: 1, PageSize: 10 });
  const majors = await api('Recommend/GetRecommendMajorList', { ...QUERY, Level: 'group', UnitKey: list.List[0].UnitKey });
  await row.locator(tid('rec-row-majors')).click();
  if (majors.Majors?.length) {
    await row.locator(tid('rec-group-major')).first().waitFor();
    assert.deepEqual(await row.locator(tid('rec-group-major-name')).allInnerTexts(), majors.Majors.map((m) => m.MajorName));
  } else {
    await row.locator(tid('rec-group-majors-empty')).filter({ hasText: majors.Message }).waitFor();
  }
  assertClean(problems);
  await context.close();
});

test('a bad score shows the server’s Chinese message, on the form and from a shared link', async () => {
  const { page, context } = await visit(browser, server, '/recommend-start');
  await page.locator(tid('rec-province')).selectOption('44');
  await page.locator(`${tid('rec-submit')}:not([disabled])`).waitFor();
  await field(page, 'rec-value').fill('900');
  await page.locator(tid('rec-submit')).click();
  await page.locator(tid('rec-form-error')).filter({ hasText: '请输入有效的高考成绩！' }).waitFor({ timeout: FIRST_ANSWER });
  assert.match(new URL(page.url()).hash, /^#\/recommend-start/);
  await page.goto(`${server.url}/#/recommend-index?province=44&year=2026&track=物理&score=900`);
  await page.locator(tid('rec-error')).filter({ hasText: '请输入有效的高考成绩！' }).waitFor();
  await context.close();
});

test('on a phone the result page fits the screen', async () => {
  const { page, problems, context } = await newPage(browser, server.url, PHONE);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/recommend-index?${SEARCH}`);
  await page.locator(tid('rec-row')).first().waitFor({ timeout: FIRST_ANSWER });
  await page.locator(tid('rec-row-evidence')).first().click();
  await page.locator(tid('rec-evidence-table')).first().waitFor();
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  assert.ok(scroll <= client, `the page scrolls sideways (${scroll} > ${client})`);
  await page.screenshot({ path: join(artifacts, 'recommend-index-390.png'), fullPage: true });
  assertClean(problems);
  await context.close();
});
