// /diagnosis and /diagnosis-info against the real binary: login required; an incomplete profile
// shows the server's message with the page that completes it; 广东 2025 物理类 600 is rank 26988
// (data/admission/rank_tables.csv, province 44: cumulative 26988 at 600); the lines of past years
// are compared by 位次法 and said not to be a probability.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, field, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

let server, browser, login;
before(async () => {
  server = await startServer();
  browser = await launch();
  login = await apiLogin(server, '13800000301'); // one SMS from 127.0.0.1 for the whole file
});
after(async () => { await browser?.close(); await server?.stop(); });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const asUser = async (path, body = {}) => {
  const r = await server.api(path, body, login.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
};

async function open(path, storage) {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG, ...storage });
  await page.goto(`${server.url}/#${path}`);
  return { page, problems, context };
}

test('logged out, both pages go to /login with the way back', async () => {
  for (const path of ['/diagnosis', '/diagnosis-info']) {
    const { page, problems, context } = await open(path, {});
    await page.locator(tid('login-page')).waitFor();
    const redirect = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('redirect');
    assert.equal(redirect, path);
    assertClean(problems);
    await context.close();
  }
});

test('an incomplete profile names what is missing; 广东 2025 物理 600 is rank 26988, and the lines compare', async () => {
  const { page, problems, context } = await open('/diagnosis', { LoginData: login });
  // No exam information yet.
  await page.locator(tid('diagnosis-incomplete-message')).filter({ hasText: '请先完善高考信息！' }).waitFor();
  assert.equal(await page.locator(tid('diagnosis-incomplete-link')).getAttribute('href'), '#/examinee?source=TB');

  // Exam information without a score: the link goes to /setRealScore, where the score is entered.
  await asUser('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2025, SelectSubjects: ['物理', '化学', '生物'] });
  await page.reload();
  await page.locator(tid('diagnosis-incomplete-message')).filter({ hasText: '请先完善高考成绩！' }).waitFor();
  await page.locator(tid('diagnosis-incomplete-link')).click();
  await page.locator(tid('realscore-input')).waitFor();
  await field(page, 'realscore-input').fill('600');
  await page.locator(tid('realscore-save')).click();

  // Saved from ?source=TB: back on /diagnosis with the rank of the official table.
  await page.locator(tid('diagnosis-rank')).filter({ hasText: /^26988$/ }).waitFor();
  const expected = await asUser('Public/LineDiagnosisScore');
  assert.equal(expected.Rank.Rank, 26988);
  assert.equal(await page.locator(tid('diagnosis-profile')).innerText(), '广东 · 2025年 · 物理类 · 600分');
  assert.match(await page.locator(tid('diagnosis-rank-band')).innerText(), new RegExp(`${expected.Rank.RankBest}–${expected.Rank.RankWorst}`));
  assert.match(await page.locator(tid('diagnosis-rank-source')).innerText(), /数据来源：/);
  for (const line of expected.Lines) {
    const text = await page.locator(tid(`diagnosis-line-${line.BatchId}`)).innerText();
    assert.match(text, line.Diff > 0 ? new RegExp(`超出${line.Diff}分`) : line.Diff < 0 ? new RegExp(`低于${-line.Diff}分`) : /与线持平/);
  }
  for (const e of expected.Equivalents.filter((x) => x.Status !== 'NoTable')) {
    assert.match(await page.locator(tid(`diagnosis-equivalent-${e.Year}`)).innerText(), e.Found ? new RegExp(`${e.Score}分`) : /—/);
  }
  await page.screenshot({ path: join(artifacts, 'diagnosis.png'), fullPage: true });

  // The comparison with past lines.
  await page.locator(tid('diagnosis-info-link')).click();
  await page.locator(tid('diagnosis-info-page')).waitFor();
  assert.match(await page.locator(tid('diagnosis-about')).innerText(), /位次法[\s\S]*不是录取概率/);
  const paged = await asUser('Public/LineDiagnosisPaged', { PageIndex: 1, PageSize: 10 });
  if (paged.Total > 0) {
    await page.locator(tid('diagnosis-table')).waitFor();
    await page.locator(tid('diagnosis-total')).filter({ hasText: `共 ${paged.Total} 条投档线` }).waitFor();
    const schools = await page.locator(tid('diagnosis-row-school')).allInnerTexts();
    assert.deepEqual(schools, paged.List.map((r) => r.SchoolName), 'the rows are the API answer, in its order');
    const gaps = await page.locator(tid('diagnosis-row-gap')).allInnerTexts();
    paged.List.forEach((r, i) => assert.match(gaps[i], r.Reachable ? /（可达）$/ : /（冲刺）$/));
    // 冲刺 asks for the lines the rank does not reach.
    const rush = await asUser('Public/LineDiagnosisPaged', { Reachable: false, PageIndex: 1, PageSize: 10 });
    await page.locator(tid('diagnosis-reach-rush')).click();
    await page.locator(tid('diagnosis-total')).filter({ hasText: `共 ${rush.Total} 条投档线` }).waitFor();
    const area = await asUser('Public/LineDiagnosisArea', {});
    assert.ok(area.length > 0);
    assert.equal(await page.locator(tid(`diagnosis-area-${area[0].ProvinceId}`)).locator(tid('diagnosis-area-count')).innerText(), String(area[0].Count));
    await page.screenshot({ path: join(artifacts, 'diagnosis-info.png'), fullPage: true });
  } else {
    // Admission results are not in this build: the page says why instead of listing.
    await page.locator(tid('diagnosis-empty')).filter({ hasText: paged.Message || '没有符合条件的投档线' }).waitFor();
  }
  assertClean(problems);
  await context.close();
});
