// The signed-in student's own context (issue 15): a student of 广东 2025 物理+化学+生物 600
// (rank 26988 in data/admission/rank_tables.csv) finds it on the home page and pre-filled in the
// query pages, at 1366 px and at 390 px; changing a field on a page never rewrites the profile.
// Screenshots of each page at both sizes are kept in test-artifacts/screens.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, DESKTOP, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, field, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

let server, browser, login;
const screens = join(artifacts, 'screens');
before(async () => {
  server = await startServer();
  browser = await launch();
  mkdirSync(screens, { recursive: true });
  login = await apiLogin(server, '13800000401');
  await asUser('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2025, SelectSubjects: ['物理', '化学', '生物'] });
  await asUser('User/UpdateUserScore', { Score: 600 });
});
after(async () => { await browser?.close(); await server?.stop(); });

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
async function asUser(path, body = {}) {
  const r = await server.api(path, body, login.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}
const hashQuery = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

for (const [size, viewport] of [['1366', DESKTOP], ['390', PHONE]]) {
  test(`at ${size} px the home page and the query pages start from the student's own context`, async () => {
    const { page, problems, context } = await newPage(browser, server.url, viewport);
    // The header held 浙江 from an earlier visit: the profile's 广东 wins once signed in.
    await seedStorage(page, server, { ExamProvince: ZHEJIANG, LoginData: login });
    await page.goto(`${server.url}/#/index`);
    const panel = page.locator(tid('home-student-panel'));
    await panel.locator(tid('home-student-rank')).filter({ hasText: '26988' }).waitFor();
    assert.match(await panel.locator(tid('home-student-profile')).innerText(), /广东 · 2025年 · 物理类 · 600分/);
    assert.ok(await panel.locator(tid('home-student-line')).count() >= 1, 'no batch line on the home page');
    assert.match(await panel.locator(tid('home-student-line')).first().innerText(), /高出 \d+ 分|差 \d+ 分/);
    await panel.locator(tid('home-step-diagnosis')).waitFor();
    await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();
    await page.screenshot({ path: join(screens, `home-student-${size}.png`), fullPage: true });

    // /query-rank: province, year, track and score come from the profile.
    await page.goto(`${server.url}/#/query-rank`);
    await page.locator(tid('rank-prefilled')).waitFor();
    assert.equal(await page.locator(tid('rank-province')).inputValue(), '44');
    assert.equal(await page.locator(tid('rank-year')).inputValue(), '2025');
    assert.equal(await field(page, 'rank-score').inputValue(), '600');
    assert.equal(await page.locator(tid('rank-track-物理')).getAttribute('aria-pressed'), 'true');
    // A change on the page queries with it and leaves the profile alone.
    await field(page, 'rank-score').fill('580');
    await page.locator(tid('rank-submit')).click();
    await page.locator(tid('rank-results')).waitFor();
    assert.equal(hashQuery(page).get('score'), '580');
    const profile = await asUser('User/GetUserStudent');
    assert.equal(profile.UserScore.Score, 600, 'the page rewrote the profile');
    await page.screenshot({ path: join(screens, `query-rank-student-${size}.png`), fullPage: true });

    // 投档线 opened without a query: the student's province and track (the published lines carry
    // no 选科要求, so the subjects are not applied there) ...
    await page.goto(`${server.url}/#/enroll-data`);
    await page.waitForFunction(() => /track=/.test(location.hash));
    let q = hashQuery(page);
    assert.equal(q.get('province'), '44');
    assert.equal(q.get('track'), '物理类');
    assert.equal(q.get('subj'), null);
    await page.locator(tid('enroll-results')).waitFor();
    await page.screenshot({ path: join(screens, `enroll-data-student-${size}.png`), fullPage: true });
    // ... and 招生计划 (the 2026 plans carry them) with the subjects too.
    await page.goto(`${server.url}/#/enroll-plan`);
    await page.waitForFunction(() => /subj=/.test(location.hash));
    q = hashQuery(page);
    assert.equal(q.get('province'), '44');
    assert.equal(q.get('subj'), '物理,化学,生物');
    await page.locator(`${tid('plan-form-subjects-化学')}.active`).waitFor();

    // A college's trend chart opens on the student's track.
    await page.goto(`${server.url}/#/university-detail?id=10001`);
    await page.locator(tid('college-lines-trend-track-物理类')).waitFor();
    assert.equal(await page.locator(tid('college-lines-trend-track-物理类')).getAttribute('aria-pressed'), 'true');
    assert.match(await page.title(), /^北京大学 - /);
    await page.screenshot({ path: join(screens, `college-detail-student-${size}.png`), fullPage: true });
    assertClean(problems);
    await context.close();
  });
}

test('a visitor is invited to sign in and finds the query pages empty', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('home-invite')).waitFor();
  assert.equal(await page.locator(tid('home-student-panel')).count(), 0);
  await page.goto(`${server.url}/#/query-rank`);
  await page.locator(tid('rank-form')).waitFor();
  assert.equal(await field(page, 'rank-score').inputValue(), '');
  assert.equal(await page.locator(tid('rank-prefilled')).count(), 0);
  assertClean(problems);
  await context.close();
});
