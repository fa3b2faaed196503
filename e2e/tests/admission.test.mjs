// The admission data pages against the real binary: /query-rank (一分一段 / 位次查询) and
// /query-batch (批次线查询). The expected figures are read from the shipped data files
// (data/admission/*.csv), so the page, the API and the data must agree; messages the server
// words (outside the table) are read from the API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch } from '../lib/browser.mjs';
import { field, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);
const open = (path) => visit(browser, server, path);

const dataDir = resolve(import.meta.dirname, '..', '..', 'data', 'admission');
/** Rows of a shipped CSV as objects (no quoted commas in these files). */
function csv(name) {
  const [head, ...rows] = readFileSync(join(dataDir, name), 'utf8').trim().split('\n');
  const keys = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}
const GD = '44';
/** The bands of 广东's table of a year and track, score descending, as numbers. */
const bands = (year, track) => csv('rank_tables.csv')
  .filter((r) => r.province_id === GD && r.year === String(year) && r.track === track)
  .map((r) => ({ high: +r.score_high, low: +r.score_low, count: +r.count, cum: +r.cumulative }));

const hashQuery = (page) => new URLSearchParams(decodeURIComponent(new URL(page.url()).hash).split('?')[1] ?? '');

test('广东 2025 物理类 600分: the rank is the table cumulative, with band, range, 等位分, table and chart', async () => {
  const table = bands(2025, '物理类');
  const band = table.find((b) => b.low <= 600 && 600 <= b.high);
  assert.ok(band, 'the shipped table holds 600');
  const { page, problems, context } = await open('/query-rank');

  // The form starts in the site's province (浙江 in this visit) and asks for what is missing.
  await page.locator(`${tid('rank-submit')}:not([disabled])`).waitFor();
  assert.equal(await page.locator(tid('rank-province')).inputValue(), '33');
  await page.locator(tid('rank-submit')).click();
  assert.equal(await page.locator(tid('rank-score-error')).innerText(), '请填写分数！');
  assert.equal(await page.locator(tid('rank-form-error')).innerText(), '请检查分数查询板块必填项');
  await field(page, 'rank-score').fill('751');
  await page.locator(tid('rank-submit')).click();
  assert.equal(await page.locator(tid('rank-score-error')).innerText(), '请输入有效的高考成绩！');

  await page.locator(tid('rank-province')).selectOption(GD);
  await page.locator(`${tid('rank-year')} option[value="2025"]`).waitFor({ state: 'attached' });
  await page.locator(tid('rank-year')).selectOption('2025');
  await page.locator(tid('rank-track-物理')).click();
  await field(page, 'rank-score').fill('600');
  await page.locator(tid('rank-submit')).click();

  const value = page.locator(tid('rank-value'));
  await value.waitFor();
  assert.equal(await value.innerText(), String(band.cum), 'the rank to use is cum(600)');
  assert.equal(await page.locator(tid('rank-same-count')).innerText(), `${band.count}人`);
  assert.equal(await page.locator(tid('rank-range')).innerText(), `${band.cum - band.count + 1}–${band.cum}`);
  assert.equal(await page.locator(tid('rank-band')).innerText(), '600分');
  assert.equal(await page.locator(tid('rank-result')).getAttribute('data-status'), 'InBand');
  const top = table[0].high, floor = table[table.length - 1].low;
  assert.match(await page.locator(tid('rank-table-range')).innerText(), new RegExp(`${floor}–${top}分，共 ${table.length} 个分段`));
  assert.deepEqual(Object.fromEntries(hashQuery(page)), { province: GD, year: '2025', track: '物理', score: '600' });

  // The 2011–2025 广东 tables are a third-party compilation: marked, linked in a new tab.
  const source = page.locator(tid('rank-source'));
  assert.equal(await source.getAttribute('data-official'), 'false');
  assert.equal(await page.locator(tid('rank-source-third-party')).innerText(), '第三方汇编');
  assert.equal(await page.locator(tid('rank-source-link')).getAttribute('target'), '_blank');

  // 等位分 of 2024: the first 2024 score whose cumulative reaches this year's rank.
  const eq2024 = bands(2024, '物理类').find((b) => b.cum >= band.cum);
  const row2024 = page.locator(tid('equivalent-row-2024'));
  await row2024.waitFor();
  assert.equal(await row2024.locator(tid('equivalent-score')).innerText(), `${eq2024.low}分`);
  // 2020 was a 文/理 year in 广东: no number, the server's reason instead.
  const row2020 = page.locator(tid('equivalent-row-2020'));
  assert.equal(await row2020.locator(tid('equivalent-score')).innerText(), '—');
  assert.match(await row2020.locator(tid('equivalent-message')).innerText(), /不可比/);

  // The whole table opens at the page holding 600, and the distribution is drawn.
  const current = page.locator(`${tid('rank-list-row')}[data-current="true"]`);
  await current.waitFor();
  assert.deepEqual((await current.locator('td').allInnerTexts()).map((s) => s.trim()),
    ['600分', String(band.count), String(band.cum), `${band.cum - band.count + 1}–${band.cum}`]);
  const chart = page.locator(`${tid('rank-chart')} canvas`);
  const box = await chart.boundingBox();
  assert.ok(box && box.width > 300 && box.height > 200, `chart drawn: ${JSON.stringify(box)}`);
  assert.equal(await page.locator(tid('rank-chart')).getAttribute('data-points'), String(table.length + 1));
  await page.screenshot({ path: join(artifacts, 'query-rank.png'), fullPage: true });
  assertClean(problems);
  await context.close();
});

test('a score above the top of the table shows the top band\'s rank with the server message', async () => {
  const top = bands(2025, '物理类')[0].high;
  const score = top + 20;
  const answer = await api('Public/LineRank', { ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: score });
  assert.equal(answer.Status, 'AboveTop');
  assert.ok(answer.Found, 'above the top the table\'s top band gives the rank');
  const { page, problems, context } = await open(`/query-rank?province=44&year=2025&track=物理&score=${score}`);
  const card = page.locator(`${tid('rank-result')}[data-status="AboveTop"]`);
  await card.waitFor();
  assert.equal(await page.locator(tid('rank-message')).innerText(), answer.Message);
  assert.match(answer.Message, new RegExp(`${top}分`), 'the message names the published top');
  assert.equal(await page.locator(tid('rank-value')).innerText(), String(answer.Rank));
  const range = answer.RankBest < answer.RankWorst ? `${answer.RankBest}–${answer.RankWorst}` : String(answer.RankWorst);
  assert.equal(await page.locator(tid('rank-range')).innerText(), range);
  // The score is in no band: the top band is named as such, without a 同分人数.
  assert.match(await card.innerText(), /本表最高分段/);
  assert.equal(await page.locator(tid('rank-same-count')).count(), 0);
  assert.equal(await page.locator(tid('rank-basis')).count(), 0, 'the year\'s own table');
  await page.locator(tid('equivalent-basis')).waitFor();
  // The form shows the asked query.
  assert.equal(await field(page, 'rank-score').inputValue(), String(score));
  assert.equal(await page.locator(tid('rank-track-物理')).getAttribute('aria-pressed'), 'true');
  assertClean(problems);
  await context.close();
});

/** The bands of a province's table of a year (3+3 provinces: track 综合). */
const provinceBands = (province, year) => csv('rank_tables.csv')
  .filter((r) => r.province_id === province && r.year === String(year) && r.track === '综合')
  .map((r) => ({ high: +r.score_high, low: +r.score_low, count: +r.count, cum: +r.cumulative }));

test('/query-rank in 浙江 (2025, a transcribed copy) and 山东 (2024, official): 3+3 without a track', async () => {
  for (const { id, year, official } of [{ id: '33', year: 2025, official: false }, { id: '37', year: 2024, official: true }]) {
    const band = provinceBands(id, year).find((b) => b.low <= 600 && 600 <= b.high);
    assert.ok(band, `the shipped ${id} ${year} table holds 600`);
    const { page, problems, context } = await open(`/query-rank?province=${id}&year=${year}&score=600`);
    const value = page.locator(tid('rank-value'));
    await value.waitFor();
    assert.equal(await value.innerText(), String(band.cum), `${id} ${year}: the rank is cum(600)`);
    assert.equal(await page.locator(tid('rank-range')).innerText(), `${band.cum - band.count + 1}–${band.cum}`);
    assert.equal(await page.locator(tid('rank-track-物理')).count(), 0, '3+3: no track to choose');
    assert.equal(await page.locator(tid('rank-source')).getAttribute('data-official'), String(official));
    if (!official) assert.match(await page.locator(tid('rank-source')).innerText(), /转录/);
    // 等位分 of the year before, through that year's table.
    const before = provinceBands(id, year - 1).find((b) => b.cum >= band.cum);
    const row = page.locator(tid(`equivalent-row-${year - 1}`));
    await row.waitFor();
    assert.equal(await row.locator(tid('equivalent-score')).innerText(), `${before.low}分`);
    assertClean(problems);
    await context.close();
  }
});

test('/query-batch: 广东 2025 shows the 本科 lines of the data, 普通类 first, and the lines across years', async () => {
  const lines = csv('batch_lines.csv').filter((r) => r.province_id === GD && r.year === '2025');
  const physics = lines.find((r) => r.track === '物理类' && r.batch === '本科线');
  const history = lines.find((r) => r.track === '历史类' && r.batch === '本科线');
  assert.ok(physics && history, 'the shipped data has the 2025 本科线');
  const { page, problems, context } = await open('/query-batch');
  await page.locator(tid('batch-groups')).waitFor();
  assert.equal(await page.locator(tid('batch-province')).inputValue(), '33');

  await page.locator(tid('batch-province')).selectOption(GD);
  await page.locator(`${tid('batch-year')} option[value="2025"]`).waitFor({ state: 'attached' });
  await page.locator(tid('batch-year')).selectOption('2025');
  await page.waitForFunction(() => location.hash.includes('year=2025'));
  await page.locator(tid('batch-title')).filter({ hasText: '广东 · 2025年批次线' }).waitFor();
  for (const line of [physics, history]) {
    const row = page.locator(`${tid(`batch-group-${line.track}`)} ${tid('batch-line')}[data-batch="本科线"]`);
    assert.equal(await row.locator(tid('batch-line-score')).innerText(), `${line.score}分`);
    assert.equal(await row.getAttribute('data-category'), '普通类');
  }
  // 广东's 2025 lines come from one compilation: named once under each track's table, marked.
  for (const track of ['物理类', '历史类']) {
    assert.equal(await page.locator(`${tid(`batch-group-${track}`)} ${tid(`batch-source-${track}-third-party`)}`).innerText(), '第三方汇编');
  }
  const firstCategories = await page.locator(`${tid('batch-groups')} > *`).evaluateAll((groups) =>
    groups.map((g) => g.querySelector('[data-testid="batch-line"]')?.dataset.category));
  assert.ok(firstCategories.length >= 2 && firstCategories.every((c) => c === '普通类'), `普通类 first: ${firstCategories}`);

  // The 普通类 lines of the years the server lists for 广东, as a chart.
  const years = (await api('Public/LineBatchList', { ProvinceId: 44 })).Years;
  assert.ok(years.length > 1);
  const chart = page.locator(tid('batch-trend-chart'));
  await chart.waitFor();
  await page.locator(tid('batch-trend-track-物理类')).click();
  const points = await chart.getAttribute('data-points');
  // 广东's 2026 list names 特控线 特殊类型招生录取最低分数线 (category 特殊类型招生): the trend joins it to 特控线.
  const listed = csv('batch_lines.csv').filter((r) => r.province_id === GD && r.track === '物理类' && years.includes(+r.year));
  const renamed = listed.filter((r) => r.batch === '特殊类型招生录取最低分数线' && listed.some((e) => e.batch === '特控线'));
  const expected = listed.filter((r) => r.category === '普通类').length + renamed.length;
  assert.equal(points, String(expected), 'one point per 普通类 物理类 line of the listed years, and the renamed 特控线');
  if (renamed.length) assert.match(await page.locator(tid('batch-trend-note')).innerText(), /“特殊类型招生录取最低分数线”即此前的“特控线”/);
  const box = await page.locator(`${tid('batch-trend-chart')} canvas`).boundingBox();
  assert.ok(box && box.width > 300, 'trend drawn');
  await page.screenshot({ path: join(artifacts, 'query-batch.png'), fullPage: true });
  assertClean(problems);
  await context.close();
});
