// /examinee through the UI: the subject chooser follows the province's exam mode
// (广东 3+1+2, 浙江 7选3), a save shows in the personal header and in the account
// history, and an invalid score is refused with the SPEC §5 message and saves nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { apiLogin, expectToast, field, seedStorage, tid } from '../lib/app.mjs';

let server, browser, login;
before(async () => {
  server = await startServer();
  browser = await launch();
  login = await apiLogin(server, '13800000201'); // one SMS from 127.0.0.1 for the whole file
});
after(async () => { await browser?.close(); await server?.stop(); });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

async function openExaminee() {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG, LoginData: login });
  await page.goto(`${server.url}/#/examinee`);
  await page.locator(tid('examinee-page')).waitFor();
  await page.locator(tid('personal-header')).waitFor();
  return { page, problems, context };
}

const student = async () => {
  const r = await server.api('User/GetUserStudent', {}, login.Token);
  assert.equal(r.Code, 0, JSON.stringify(r));
  return r.Data;
};
const history = async () => {
  const r = await server.api('Audit/MyHistory', { PageIndex: 1, PageSize: 50 }, login.Token);
  assert.equal(r.Code, 0, JSON.stringify(r));
  return r.Data;
};

// The newest history rows as the page shows them.
async function historyRows(page) {
  await page.locator(tid('side-history')).click();
  await page.locator(tid('history-table')).waitFor();
  return page.locator(tid('history-row')).evaluateAll((rows) => rows.map((r) => ({
    type: r.querySelector('[data-testid="history-type"]').textContent,
    summary: r.querySelector('[data-testid="history-summary"]').textContent,
    actor: r.querySelector('[data-testid="history-actor"]').textContent,
    ip: r.querySelector('[data-testid="history-ip"]').textContent,
  })));
}

async function fillExam(page, { provinceId, year, pick, score }) {
  await page.selectOption(tid('examinee-province'), String(provinceId));
  await page.selectOption(tid('examinee-year'), String(year));
  for (const id of pick) await page.locator(tid(id)).click();
  await field(page, 'examinee-score').fill(String(score));
}

test('广东 (3+1+2): choose 物理 + two of four, save, see it in the header and the history', async () => {
  const { page, problems, context } = await openExaminee();
  await page.selectOption(tid('examinee-province'), '44');
  assert.equal(await page.locator(tid('examinee-mode')).innerText(), '考试模式：3+1+2 新高考');
  for (const s of ['物理', '历史']) await page.locator(tid(`examinee-primary-${s}`)).waitFor();
  for (const s of ['化学', '生物', '政治', '地理']) await page.locator(tid(`examinee-secondary-${s}`)).waitFor();
  assert.equal(await page.locator(tid('examinee-elective-技术')).count(), 0);
  // A third 再选 subject is not taken: at most two.
  await fillExam(page, { provinceId: 44, year: 2027, pick: ['examinee-primary-物理', 'examinee-secondary-化学', 'examinee-secondary-生物', 'examinee-secondary-地理'], score: 623 });
  assert.equal(await page.locator(`${tid('examinee-secondary-地理')}.checked`).count(), 0);
  await page.locator(tid('examinee-save')).click();
  await expectToast(page, 'success', '保存成功');
  await page.locator(tid('personal-exam-province')).filter({ hasText: '高考地区：广东' }).waitFor();
  await page.locator(tid('personal-exam-year')).filter({ hasText: '高考年份：2027' }).waitFor();
  await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();

  const saved = (await student()).UserScore;
  assert.deepEqual([saved.ExamProvinceId, saved.ExamYear, saved.Score, saved.SelectSubjects], [44, 2027, 623, ['物理', '化学', '生物']]);
  const rows = await historyRows(page);
  const text = rows.map((r) => `${r.type} ${r.summary}`).join('\n');
  assert.match(text, /广东/, text);
  assert.match(text, /623/, text);
  assert.ok(rows.every((r) => r.actor === '本人'), JSON.stringify(rows));
  assert.ok(rows.some((r) => r.ip.includes('127.0.0.1')), JSON.stringify(rows));
  // Reopening the page shows the saved choice.
  await page.locator(tid('side-examinee')).click();
  await page.locator(tid('examinee-page')).waitFor();
  assert.equal(await page.locator(tid('examinee-province')).inputValue(), '44');
  assert.equal(await field(page, 'examinee-score').inputValue(), '623');
  assert.equal(await page.locator(`${tid('examinee-primary-物理')}.checked`).count(), 1);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('an invalid score shows 请输入有效的高考成绩！ and saves nothing', async () => {
  const beforeStudent = await student();
  const beforeHistory = await history();
  const { page, problems, context } = await openExaminee();
  await page.locator(tid('examinee-score')).waitFor();
  const score = field(page, 'examinee-score');
  // The form fills itself with the saved profile when that arrives: type only after it has,
  // or the arriving profile replaces what was typed and the save goes through.
  const savedScore = beforeStudent.UserScore?.Score;
  for (let i = 0; savedScore != null && (await score.inputValue()) !== String(savedScore); i++) {
    if (i >= 600) throw new Error(`the form never showed the saved score ${savedScore}`);
    await page.waitForTimeout(50);
  }
  for (const bad of ['751', '999', '']) {
    await score.fill(bad);
    await page.locator(tid('examinee-save')).click();
    await expectToast(page, 'warning', '请输入有效的高考成绩！');
    await page.locator(`${tid('toast-warning')} .close`).click(); // the same text is not stacked: clear it
    await page.locator(tid('toast-warning')).waitFor({ state: 'detached' });
  }
  // Letters cannot even be typed; the box keeps digits only, at most three.
  await score.fill('');
  await score.pressSequentially('6a2b0c9');
  assert.equal(await score.inputValue(), '620');
  await page.waitForTimeout(500); // would any write have gone out, it has by now
  assert.deepEqual(await student(), beforeStudent);
  assert.equal((await history()).Total, beforeHistory.Total);
  assert.equal(await page.locator(tid('toast-success')).count(), 0);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

// 浙江's ExamMode is '3+3_zhejiang' in WebConfig; the web app only knows '3+3' and shows
// 文科/理科 instead of the 7选3 chooser (web/src/lib/exam-subjects.ts examModeOf).
test('浙江 (7选3): choose three of seven incl. 技术, save, see it in the header and the history', async () => {
    const { page, problems, context } = await openExaminee();
    await page.selectOption(tid('examinee-province'), '33');
    assert.equal(await page.locator(tid('examinee-mode')).innerText(), '考试模式：3+3 新高考');
    for (const s of ['物理', '化学', '生物', '政治', '历史', '地理', '技术']) await page.locator(tid(`examinee-elective-${s}`)).waitFor();
    await fillExam(page, { provinceId: 33, year: 2027, pick: ['examinee-elective-物理', 'examinee-elective-化学', 'examinee-elective-技术', 'examinee-elective-历史'], score: 655 });
    assert.equal(await page.locator(`${tid('examinee-elective-历史')}.checked`).count(), 0, 'a fourth elective is not taken');
    await page.locator(tid('examinee-save')).click();
    await expectToast(page, 'success', '保存成功');
    await page.locator(tid('personal-exam-province')).filter({ hasText: '高考地区：浙江' }).waitFor();
    const saved = (await student()).UserScore;
    assert.deepEqual([saved.ExamProvinceId, saved.Score, [...saved.SelectSubjects].sort()], [33, 655, ['化学', '技术', '物理'].sort()]);
    const text = (await historyRows(page)).map((r) => r.summary).join('\n');
    assert.match(text, /浙江/, text);
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  });
