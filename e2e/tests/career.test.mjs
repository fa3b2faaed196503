// 生涯管理 against the real binary: the student's own 学习计划, 生涯规划书 and 目标定位 are behind
// the login; a week's tasks are added, ticked, edited and deleted with each day's progress; a
// plan saved is there after a reload; a target found by name is saved, listed after a reload,
// and analysed once the profile has a score.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { apiLogin, expectToast, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

let server, browser, login;
before(async () => {
  server = await startServer();
  browser = await launch();
  login = await apiLogin(server, '13800000731'); // one SMS from 127.0.0.1 for the whole file
});
after(async () => { await browser?.close(); await server?.stop(); });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

/** Opens a career page signed in (the viewport a phone's when asked). */
async function open(path, testId, viewport) {
  const { page, problems, context } = await newPage(browser, server.url, viewport);
  await seedStorage(page, server, { ExamProvince: GUANGDONG, LoginData: login });
  await page.goto(`${server.url}/#/careerManagement/${path}`);
  await page.locator(tid(testId)).waitFor();
  return { page, problems, context };
}

const api = async (path, body = {}) => {
  const r = await server.api(path, body, login.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
};

test('a signed-out visitor to the career pages goes to /login with the way back', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  for (const p of ['learningplan', 'careerplan', 'targetlocation']) {
    await page.goto('about:blank');
    await page.goto(`${server.url}/#/careerManagement/${p}`);
    await page.locator(tid('login-page')).waitFor();
    const redirect = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('redirect');
    assert.equal(redirect, `/careerManagement/${p}`);
  }
  assertClean(problems);
  await context.close();
});

test('学习计划: add two tasks today, tick one (1/2), edit one, delete one; it fits a 360 px phone', async () => {
  const { page, problems, context } = await open('learningplan', 'learning-plan-page');
  const day = page.locator(`${tid('career-week')} [data-today="true"]`);
  await day.waitFor();
  assert.equal(await day.locator(tid('career-today')).innerText(), '今天');
  assert.equal(await page.locator(`${tid('career-week')} > section`).count(), 7);
  const tasks = day.locator(tid('career-task'));

  await day.locator(tid('career-task-add-open')).click();
  const form = day.locator(tid('career-task-add-form'));
  for (const [title, subject, minutes] of [['英语完形填空两篇', '英语', '40'], ['数学错题整理', '数学', '30']]) {
    await form.locator(tid('career-task-field-title')).fill(title);
    await form.locator(tid('career-task-field-subject')).selectOption(subject);
    await form.locator(tid('career-task-field-minutes')).fill(minutes);
    await form.locator(tid('career-task-add-submit')).click();
    await tasks.filter({ hasText: title }).waitFor();
  }
  assert.equal(await tasks.count(), 2);
  assert.equal(await day.locator(tid('career-day-count')).innerText(), '完成 0/2');

  await tasks.filter({ hasText: '英语完形填空两篇' }).locator(tid('career-task-done')).check();
  await day.locator(tid('career-day-count')).filter({ hasText: '完成 1/2' }).waitFor();
  assert.match(await day.locator(tid('career-day-progress')).innerText(), /40分钟\/1小时10分钟/);

  await tasks.filter({ hasText: '数学错题整理' }).locator(tid('career-task-edit-open')).click();
  const dialog = page.locator(tid('career-task-edit'));
  await dialog.locator(tid('career-task-field-title')).fill('数学错题整理（函数）');
  await dialog.locator(tid('career-task-field-minutes')).fill('50');
  await dialog.locator(tid('career-task-field-note')).fill('先看第三章');
  await dialog.locator(tid('career-task-edit-save')).click();
  await dialog.waitFor({ state: 'detached' });
  await tasks.filter({ hasText: '数学错题整理（函数）' }).filter({ hasText: '先看第三章' }).waitFor();

  await tasks.filter({ hasText: '英语完形填空两篇' }).locator(tid('career-task-delete')).click();
  await page.locator(tid('career-task-delete-dialog-confirm')).click();
  await tasks.filter({ hasText: '英语完形填空两篇' }).waitFor({ state: 'detached' });
  assert.equal(await tasks.count(), 1);
  await day.locator(tid('career-day-count')).filter({ hasText: '完成 0/1' }).waitFor();

  const saved = await api('Career/GetDailyTaskList', {});
  assert.deepEqual(saved.List.map((t) => [t.Title, t.Subject, t.Minutes, t.Note, t.IsDone]), [['数学错题整理（函数）', '数学', 50, '先看第三章', false]]);

  // On a 360 px phone the days stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  const boxes = await page.locator(`${tid('career-week')} > section`).evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
  assert.ok(boxes[1] > boxes[0], 'days stack vertically');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scroll at 360 px');
  assertClean(problems);
  await context.close();
});

test('生涯规划书: a saved plan is there after a reload, with the time of the save', async () => {
  const { page, problems, context } = await open('careerplan', 'career-plan-page');
  await page.locator(tid('career-plan-input-SelfKnowledge')).waitFor();
  assert.equal(await page.locator(tid('career-plan-saved-at')).innerText(), '尚未保存');
  await page.locator(tid('career-plan-input-SelfKnowledge')).fill('喜欢动手做实验，生物和化学成绩较好。');
  await page.locator(tid('career-plan-input-Direction')).fill('生物医学工程');
  assert.equal(await page.locator(tid('career-plan-count-Direction')).innerText(), '6/3000');
  await page.locator(tid('career-plan-save')).click();
  await expectToast(page, 'success', '生涯规划书已保存');
  await page.locator(tid('career-plan-saved-at')).filter({ hasText: /^上次保存：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ }).waitFor();

  await page.reload();
  await page.locator(tid('career-plan-saved-at')).filter({ hasText: '上次保存' }).waitFor();
  assert.equal(await page.locator(tid('career-plan-input-SelfKnowledge')).inputValue(), '喜欢动手做实验，生物和化学成绩较好。');
  assert.equal(await page.locator(tid('career-plan-input-Direction')).inputValue(), '生物医学工程');
  assert.equal(await page.locator(tid('career-plan-input-Actions')).inputValue(), '');
  await page.locator(tid('career-plan-preview')).click();
  assert.match(await page.locator(tid('career-plan-print')).innerText(), /生物医学工程/);
  assertClean(problems);
  await context.close();
});

test('目标定位: a college found by name is saved and listed after a reload; the analysis asks for the score, then estimates', async () => {
  const { page, problems, context } = await open('targetlocation', 'target-location-page');
  await page.locator(tid('career-analysis')).waitFor();
  await page.locator(tid('career-target-empty')).waitFor();
  await page.locator(tid('career-target-search-input')).fill('北京林业大学');
  await page.locator(tid('career-target-search')).click();
  await page.locator(tid('career-target-pick-10022')).click();
  await page.locator(tid('career-target-major-input')).fill('生物科学');
  await page.locator(tid('career-target-add-submit')).click();
  await page.locator(tid('career-motto')).fill('把每一天过好');
  await page.locator(tid('career-target-save')).click();
  await expectToast(page, 'success', '目标已保存');

  await page.reload();
  const target = page.locator(tid('career-target'));
  await target.first().waitFor({ timeout: 30_000 });
  assert.deepEqual(await target.locator(tid('career-target-name')).allInnerTexts(), ['北京林业大学']);
  assert.equal(await target.locator(tid('career-target-major')).innerText(), '生物科学');
  assert.equal(await page.locator(tid('career-motto')).inputValue(), '把每一天过好');
  const message = page.locator(tid('career-analysis-message'));
  assert.match(await message.innerText(), /请先在个人中心填写高考省份和年份/);
  assert.equal(await message.locator(tid('career-analysis-profile-link')).getAttribute('href'), '#/examinee');
  assert.match(await page.locator(tid('career-estimate-note')).innerText(), /同一个经过校准的模型/);

  // With a profile and a score the target gets its units with the recommendation's estimate.
  await api('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2026, SelectSubjects: ['物理', '化学', '生物'] });
  const scored = await api('User/UpdateUserScore', { Score: 590 });
  // The page's reads wait for the browser's own writes; this one waits for the profile written here
  // (and lets the recommendation engine learn before the page asks).
  const ready = await server.api('Career/GetTargetDetail', {}, login.Token, { waitPosition: String(scored.Position) });
  assert.equal(ready.Code, 0, JSON.stringify(ready));
  await page.reload();
  const units = page.locator(tid('career-unit'));
  await units.first().waitFor({ timeout: 60_000 });
  assert.match(await page.locator(tid('rec-candidate-line')).innerText(), /广东 2026/);
  for (const badge of await page.locator(tid('career-unit-probability')).allTextContents()) assert.match(badge, /^(冲|稳|保)\d+(\.\d)?%$|^无概率$/);
  assert.equal(await page.locator(tid('career-analysis-message')).count(), 0);
  // Every year under the units names its source, and the sources are listed below the analysis.
  assert.ok((await page.locator(tid('rec-source')).count()) > 0, 'no source listed');
  const cells = await page.locator(tid('rec-evidence-source')).allTextContents();
  assert.ok(cells.length > 0, 'no year under the units');
  for (const s of cells) assert.doesNotMatch(s, /来源编号/);
  assertClean(problems);
  await context.close();
});

test('升学事项: the student’s province with its exam mode, the newest year’s filling rule with its source, and the steps', async () => {
  await api('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2026, SelectSubjects: ['物理', '化学', '生物'] });
  const { page, problems, context } = await open('entrancematters', 'matters-mode', { width: 360, height: 740 });
  assert.match(await page.locator(tid('matters-mode')).innerText(), /^广东 20\d\d 年：3\+1\+2 新高考（语数外 \+ 物理或历史 \+ 再选2门），科类：物理类、历史类$/);
  // The rule's source as a family reads it: what it is, no curator's file name or source id.
  const source = await page.locator(tid('matters-source')).first().innerText();
  assert.match(source, /^来源：模式：教育部高考综合改革批次汇编/);
  assert.doesNotMatch(source, /\.csv|\.md|scores\/|official-/);
  assert.match(await page.locator(tid('matters-rank-table')).innerText(), /一分一段表/);
  // 广东 fills by 院校专业组 (verified for 2025; a newer year not verified yet shows 2025's beside it).
  assert.ok((await page.locator(tid('matters-unit')).allInnerTexts()).includes('院校专业组'));
  const steps = await page.locator(`${tid('matters-step')} h3`).allInnerTexts();
  assert.equal(steps[0], '选科');
  assert.ok(steps.includes('拟定志愿'), steps.join());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `scrolls sideways by ${overflow}px at 360 px`);
  await page.locator(tid('matters-news')).waitFor(); // the shipped 升学资讯
  assertClean(problems);
  await context.close();
});
