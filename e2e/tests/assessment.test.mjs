// 测评 against the real binary: a student on a 360 px phone opens /test, starts the Holland test,
// answers its 60 items with the option buttons (a reload halfway keeps the progress), submits and
// lands on /holland-result with the code, a chart and suggested majors; opening a suggestion is
// recorded; /test-list lists the result. Another student opening the same result URL is told it
// does not exist, and a visitor is sent to log in. The 16-type and Big Five tests are answered to their results.
// The expected codes come from the scoring rule (docs/API-ASSESSMENT.md) and the API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

const NARROW = { width: 360, height: 740 };
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const STUDENT_PHONE = '13800000821';
const OTHER_PHONE = '13800000822';
// Holland items cycle R I A S E C and are all plus-keyed: R 5, I 4, A 3, S 2, E 1, C 1 scores RIA.
const HOLLAND_VALUES = [5, 4, 3, 2, 1, 1];

let server, browser, student, other, view, resultPath;
before(async () => {
  server = await startServer();
  browser = await launch();
  [student, other] = [await apiLogin(server, STUDENT_PHONE), await apiLogin(server, OTHER_PHONE)];
});
after(async () => { await browser?.close(); await server?.stop(); });

async function open(login, path, viewport = NARROW) {
  const v = await newPage(browser, server.url, viewport);
  await seedStorage(v.page, server, login ? { ExamProvince: GUANGDONG, LoginData: login } : { ExamProvince: GUANGDONG });
  await v.page.goto(`${server.url}/#${path}`);
  return v;
}

/** The hash path and query of the page. */
const at = (page) => new URL(page.url()).hash.replace(/^#/, '');

/** Waits for item `no` of `total`, then clicks the option of `value`. */
async function answer(page, no, total, value) {
  await page.locator(tid('test-progress-text')).filter({ hasText: `第 ${no} / ${total} 题` }).waitFor();
  await page.locator(`${tid('test-option')}[data-value="${value}"]`).click();
}

/** Submits a complete sheet and waits for its result page; returns the result's path. */
async function submit(page, resultRoute) {
  await page.locator(tid('test-review-done')).waitFor();
  await page.locator(tid('test-submit')).click();
  await page.waitForFunction((route) => location.hash.startsWith(`#${route}?id=`), resultRoute);
  await page.locator(tid('test-result')).waitFor();
  return at(page);
}

test('a student takes the Holland test from /test; a reload halfway keeps the progress; the result has its code, a chart and majors', { timeout: 300_000 }, async () => {
  view = await open(student, '/test');
  const { page } = view;
  await page.locator(`${tid('test-card')}[data-bank="holland"] ${tid('test-card-start')}`).click();
  await page.locator(tid('test-intro-page')).waitFor();
  assert.equal(await page.locator(tid('test-count')).innerText(), '60 题');
  await page.locator(tid('test-start')).click();
  await page.locator(tid('test-answer-page')).waitFor();
  assert.equal(at(page), '/holland-answer');

  // The options are large enough to touch and the page does not scroll sideways at 360 px.
  await page.locator(tid('test-question')).waitFor();
  const heights = await page.locator(tid('test-option')).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  assert.equal(heights.length, 5);
  assert.ok(heights.every((h) => h >= 44), `option heights ${heights}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'the answer page scrolls sideways at 360 px');

  for (let i = 0; i < 30; i++) await answer(page, i + 1, 60, HOLLAND_VALUES[i % 6]);
  await page.locator(tid('test-progress-text')).filter({ hasText: '第 31 / 60 题' }).waitFor();
  await page.reload();
  await page.locator(tid('test-progress-text')).filter({ hasText: '第 31 / 60 题' }).waitFor();
  assert.equal(await page.locator(tid('test-answered')).innerText(), '已答 30 题');
  // 上一题 shows the answer kept; choosing again moves on to where the student was.
  await page.locator(tid('test-back')).click();
  await page.locator(`${tid('test-option')}[data-value="${HOLLAND_VALUES[29 % 6]}"][aria-pressed="true"]`).waitFor();
  await page.locator(`${tid('test-option')}[data-value="${HOLLAND_VALUES[29 % 6]}"]`).click();
  for (let i = 30; i < 60; i++) await answer(page, i + 1, 60, HOLLAND_VALUES[i % 6]);

  resultPath = await submit(page, '/holland-result');
  assert.equal(await page.locator(tid('test-result-code')).innerText(), 'RIA');
  await page.locator(`${tid('test-result-chart')} canvas`).waitFor();
  assert.equal(await page.locator(tid('test-result-scale')).count(), 6);
  await page.locator(tid('test-suggestion-major')).first().waitFor();
  const id = new URLSearchParams(resultPath.split('?')[1]).get('id');
  const api = await server.api('User/TestHollandInfo', { SubmissionId: id }, student.Token);
  assert.equal(api.Code, 0);
  assert.equal(await page.locator(tid('test-suggestion-major')).count(), api.Data.Majors.length);
  assert.ok(api.Data.Majors.length >= 1);
  assert.equal(await page.locator(tid('test-suggestion-major')).first().getAttribute('data-code'), api.Data.Majors[0].Code);
  await page.screenshot({ path: join(artifacts, 'assessment-holland-result.png'), fullPage: true });

  // Opening a suggested major is recorded and goes to the major's page.
  const recorded = page.waitForRequest((r) => r.url().endsWith('/api/Assessment/OpenSuggestion'));
  await page.locator(tid('test-suggestion-major')).first().locator(tid('test-suggestion-link')).click();
  assert.deepEqual(JSON.parse((await recorded).postData()), { SubmissionId: id, Kind: 'major', Code: api.Data.Majors[0].Code });
  await page.locator(tid('major-detail-page')).waitFor();
  assert.equal(at(page), `/specialty-detail?id=${api.Data.Majors[0].Code}`);

  // The saved sheet is gone: the intro offers a fresh start.
  await page.goto(`${server.url}/#/holland-test`);
  assert.equal(await page.locator(tid('test-start')).innerText(), '开始答题');
  assertClean(view.problems);
});

test('/test-list shows the result; the hub offers it as the last result', async () => {
  const { page } = view;
  await page.goto(`${server.url}/#/test-list`);
  const row = page.locator(tid('test-list-row'));
  await row.first().waitFor();
  assert.equal(await row.count(), 1);
  assert.equal(await row.locator(tid('test-list-name')).innerText(), '霍兰德职业兴趣测评');
  assert.match(await row.locator(tid('test-list-title')).innerText(), /RIA/);
  assert.match(await row.locator(tid('test-list-time')).innerText(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await row.locator(tid('test-list-open')).click();
  await page.locator(tid('test-result-code')).filter({ hasText: 'RIA' }).waitFor();
  assert.equal(at(page), resultPath);
  await page.goto(`${server.url}/#/test`);
  const last = page.locator(`${tid('test-card')}[data-bank="holland"] ${tid('test-card-last')}`);
  await last.waitFor();
  assert.equal(await last.getAttribute('href'), `#${resultPath}`);
  assertClean(view.problems);
});

test('another student opening the same result URL does not see it; a visitor is sent to log in', async () => {
  const otherView = await open(other, resultPath);
  const missing = otherView.page.locator(tid('test-result-missing'));
  await missing.waitFor();
  assert.match(await missing.innerText(), /测评结果不存在或不属于你/);
  assert.equal(await otherView.page.locator(tid('test-result')).count(), 0);
  assert.equal(await otherView.page.locator(tid('test-result-code')).count(), 0);
  assertClean(otherView.problems);
  await otherView.context.close();

  const visitor = await open(null, resultPath);
  await visitor.page.locator(tid('login-page')).waitFor();
  assert.equal(new URLSearchParams(at(visitor.page).split('?').slice(1).join('?')).get('redirect'), resultPath);
  await visitor.context.close();
});

test('the 16-type test is answered to its result: four axes with the code’s letters', { timeout: 300_000 }, async () => {
  const { page } = view;
  await page.goto(`${server.url}/#/MBTI`);
  await page.locator(tid('test-start')).click();
  await page.locator(tid('test-question')).waitFor();
  assert.equal(at(page), '/MBTI-answer');
  for (let i = 0; i < 40; i++) await answer(page, i + 1, 40, (i % 5) + 1);
  const path = await submit(page, '/MBTI-result');
  const code = await page.locator(tid('test-result-code')).innerText();
  assert.match(code, /^[EI][SN][TF][JP]$/);
  const id = new URLSearchParams(path.split('?')[1]).get('id');
  const api = await server.api('User/TestMBTIInfo', { SubmissionId: id }, student.Token);
  assert.equal(api.Data.Code, code);
  const axes = page.locator(tid('test-result-axis'));
  assert.equal(await axes.count(), 4);
  for (let i = 0; i < 4; i++) {
    const chosen = await axes.nth(i).locator('.chosen').innerText();
    assert.ok(chosen.includes(code[i]), `axis ${i}: ${chosen} is not ${code[i]}`);
  }
  await page.screenshot({ path: join(artifacts, 'assessment-type16-result.png'), fullPage: true });
  assertClean(view.problems);
  await view.context.close();
});

test('the Big Five test is answered to its result: five scales and the code the API keeps', { timeout: 300_000 }, async () => {
  const v = await open(student, '/personality-test');
  const { page } = v;
  await page.locator(tid('test-start')).click();
  await page.locator(tid('test-question')).waitFor();
  assert.ok(at(page).startsWith('/test-content'), at(page));
  for (let i = 0; i < 50; i++) await answer(page, i + 1, 50, (i % 5) + 1);
  await page.locator(tid('test-review-done')).waitFor();
  await page.locator(tid('test-submit')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/test-result?') && location.hash.includes('id='));
  await page.locator(tid('test-result')).waitFor();
  const id = new URLSearchParams(at(page).split('?')[1]).get('id');
  const api = await server.api('User/TestPersonalityInfo', { SubmissionId: id }, student.Token);
  assert.equal(api.Code, 0);
  assert.match(api.Data.Code, /^(E[+=-])(A[+=-])(C[+=-])(S[+=-])(O[+=-])$/);
  assert.equal(api.Data.Scales.length, 5);
  await page.locator('canvas').first().waitFor();
  const body = await page.locator(tid('test-result')).innerText();
  for (const name of ['外向性', '宜人性', '尽责性', '情绪稳定性', '开放性']) assert.ok(body.includes(name), `${name} missing`);
  await page.screenshot({ path: join(artifacts, 'assessment-bigfive-result.png'), fullPage: true });
  assertClean(v.problems);
  await v.context.close();
});
