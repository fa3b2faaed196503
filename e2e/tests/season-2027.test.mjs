// The 2027 season on a 390 px phone against the real binary: a 湖北 物理+化学+生物 student of the
// 2027 exam with 560 (no 2027 一分一段表 or batch line is published yet) finds their rank through the
// newest (2026) table, tagged 按2026年表换算, on the home page and on /diagnosis, the 2026 lines
// labelled so, and the past school lines of /diagnosis-info listed; no page scrolls sideways.
// The expected figures are read from the API the pages use, never typed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

let server, browser, login, position;
const screens = join(artifacts, 'screens');
const HUBEI = { ProvinceId: 42, ProvinceName: '湖北', PinYinOne: 'H' };
before(async () => {
  server = await startServer();
  browser = await launch();
  mkdirSync(screens, { recursive: true });
  login = await apiLogin(server, '13800002027'); // one SMS from 127.0.0.1 for the whole file
  await asUser('User/UpdateUserExam', { ExamProvinceId: 42, ExamYear: 2027, SelectSubjects: ['物理', '化学', '生物'] });
  position = (await asUser('User/UpdateUserScore', { Score: 560 })).Position;
});
after(async () => { await browser?.close(); await server?.stop(); });

// Reads wait for the profile just written (read-your-writes), as the web client's do.
async function asUser(path, body = {}) {
  const r = await server.api(path, body, login.Token, position ? { waitPosition: String(position) } : {});
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}

/** What sticks out past the window's right edge ('' when the page does not scroll sideways). */
function sideways(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return '';
    const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1).slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`);
    return `page ${document.documentElement.scrollWidth} px wide: ${out.join(', ')}`;
  });
}

async function shoot(page, name) {
  await page.screenshot({ path: join(screens, `${name}.png`), fullPage: true });
}

test('a 2027 湖北 物理 student with 560: the rank through the 2026 table on the home page and /diagnosis, at 390 px', async () => {
  const expected = await asUser('Public/LineDiagnosisScore');
  const r = expected.Rank;
  assert.ok(r.Found, `no rank for 2027: ${JSON.stringify(r)}`);
  assert.equal(r.Year, 2027);
  assert.ok(r.TableYear < 2027 && r.Basis.includes(`按${r.TableYear}年一分一段表换算`), JSON.stringify(r));
  assert.ok(expected.Lines.length > 0, `no batch lines for 2027: ${expected.Message}`);
  assert.equal(expected.LinesYear, r.TableYear);

  const { page, problems, context } = await newPage(browser, server.url, PHONE);
  await seedStorage(page, server, { ExamProvince: HUBEI, LoginData: login });

  // The home page: the rank, not — and not 暂无, with the tag naming the 2026 table.
  await page.goto(`${server.url}/#/index`);
  const panel = page.locator(tid('home-student-panel'));
  await panel.locator(tid('home-student-rank')).filter({ hasText: new RegExp(`^${r.Rank}$`) }).waitFor();
  assert.match(await panel.locator(tid('home-student-profile')).innerText(), /湖北 · 2027年 · 物理类 · 560分/);
  const tag = panel.locator(tid('home-student-rank-basis'));
  assert.equal(await tag.innerText(), `按${r.TableYear}年表换算`);
  assert.equal(await tag.getAttribute('title'), r.Basis);
  assert.doesNotMatch(await panel.innerText(), /暂无/);
  const lines = panel.locator(tid('home-student-line'));
  assert.ok(await lines.count() >= 1);
  assert.match(await lines.first().innerText(), new RegExp(`^${expected.Lines[0].Score}\\s+${expected.LinesYear}年`));
  const countdown = page.locator(tid('home-countdown'));
  assert.match(await countdown.innerText(), /距2027年高考还有/);
  assert.equal(await sideways(page), '');
  await shoot(page, 'season-home-390');
  // A tap shows the whole basis, and the page still fits.
  await tag.click();
  assert.equal(await panel.locator(tid('home-student-rank-basis-full')).innerText(), r.Basis);
  assert.equal(await sideways(page), '');
  await panel.screenshot({ path: join(screens, 'season-home-panel-tapped-390.png') });

  // /diagnosis: the rank with its tag, the lines labelled 2026 with the basis, the equivalents.
  await page.goto(`${server.url}/#/diagnosis`);
  await page.locator(tid('diagnosis-rank')).filter({ hasText: new RegExp(`^${r.Rank}$`) }).waitFor();
  assert.equal(await page.locator(tid('diagnosis-rank-basis')).innerText(), `按${r.TableYear}年表换算`);
  assert.ok((await page.locator(tid('diagnosis-rank-basis-text')).innerText()).includes(r.Basis));
  assert.equal(await page.locator(tid('diagnosis-message')).count(), 0, 'the basis is told beside the rank, not as a notice');
  assert.match(await page.locator(tid('diagnosis-lines-title')).innerText(), new RegExp(`^${expected.LinesYear}年湖北物理类批次线`));
  assert.equal(await page.locator(tid('diagnosis-lines-basis')).innerText(), `${expected.LinesBasis}。`);
  for (const line of expected.Lines) {
    assert.match(await page.locator(tid(`diagnosis-line-${line.BatchId}`)).innerText(), new RegExp(`${line.Score}分`));
  }
  assert.match(await page.locator(tid('diagnosis-table-range')).innerText(), new RegExp(`^${r.TableYear}年物理类一分一段表`));
  assert.doesNotMatch(await page.locator(tid('diagnosis-page')).innerText(), /暂无/);
  assert.equal(await sideways(page), '');
  await shoot(page, 'season-diagnosis-390');

  // /diagnosis-info: the past school lines nearest to the rank, not 暂无.
  const paged = await asUser('Public/LineDiagnosisPaged', { PageIndex: 1, PageSize: 10 });
  assert.ok(paged.Total > 0, `no past lines for a 2027 student: ${paged.Message}`);
  assert.equal(paged.Rank, r.Rank);
  await page.locator(tid('diagnosis-info-link')).click();
  await page.locator(tid('diagnosis-table')).waitFor();
  await page.locator(tid('diagnosis-total')).filter({ hasText: `共 ${paged.Total} 条投档线` }).waitFor();
  assert.deepEqual(await page.locator(tid('diagnosis-row-school')).allInnerTexts(), paged.List.map((x) => x.SchoolName));
  assert.match(await page.locator(tid('diagnosis-info-rank')).innerText(), new RegExp(String(r.Rank)));
  assert.equal(await page.locator(tid('diagnosis-info-rank-basis')).innerText(), `按${r.TableYear}年表换算`);
  assert.equal(await page.locator(tid('diagnosis-empty')).count(), 0);
  assert.equal(await sideways(page), '');
  await shoot(page, 'season-diagnosis-info-390');
  assertClean(problems);
  await context.close();
});

test('the query pages a 2027 student opens answer with the 2026 data, labelled, at 390 px', async () => {
  const { page, problems, context } = await newPage(browser, server.url, PHONE);
  await seedStorage(page, server, { ExamProvince: HUBEI, LoginData: login });

  // /query-rank asked for 2027 (a shared link): the rank through the 2026 table and that table.
  const rank = await asUser('Public/LineRank', { ProvinceId: 42, Year: 2027, SelectSubject: '物理', Score: 560 });
  await page.goto(`${server.url}/#/query-rank?province=42&year=2027&track=物理&score=560`);
  await page.locator(tid('rank-value')).filter({ hasText: new RegExp(`^${rank.Rank}$`) }).waitFor();
  assert.equal(await page.locator(tid('rank-basis')).innerText(), `按${rank.TableYear}年表换算`);
  await page.locator(tid('rank-list-section')).filter({ hasText: `${rank.TableYear}年物理类一分一段表` }).waitFor();
  await page.locator(tid(`equivalent-row-${rank.TableYear}`)).waitFor();
  assert.doesNotMatch(await page.locator(tid('rank-results')).innerText(), /暂无/);
  assert.equal(await sideways(page), '');
  await shoot(page, 'season-query-rank-390');

  // /query-batch: the newest lines, tagged as standing in for 2027's.
  await page.goto(`${server.url}/#/query-batch`);
  const title = page.locator(tid('batch-title'));
  await title.waitFor();
  assert.match(await title.innerText(), /湖北 · 2026年批次线/);
  assert.equal(await page.locator(tid('batch-basis')).getAttribute('title'), '2027年批次线尚未公布，以下为2026年批次线');
  assert.equal(await sideways(page), '');
  await shoot(page, 'season-query-batch-390');
  assertClean(problems);
  await context.close();
});
