// 新高考选科, 选科测评, 升学路径测评 and 综合测评 against the real binary. A visitor in 广东 sees the
// province's 12 combinations with their shares on /choose-subject (and an old-exam province is
// told it needs no selection); a student on a 360 px phone takes the 选科测评 through its steps
// (province, 计算机类, 30 items) to the ranked result, answers the path questionnaire to a result
// listing 普通批 as fitting, and the 112-item all-round test to its five parts, the values part with
// the majors and occupation groups its top values suggest and why. With 22 more students seeded
// through the API, 大家的测评 shows the 选科, 综合 and 升学路径 tabs with their charts, and a path
// whose split is small is named without a number. Expected values come from the API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid, webConfig } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

const NARROW = { width: 360, height: 740 };
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const STUDENT_PHONE = '13800000831';
const HOLLAND_VALUES = [5, 4, 3, 2, 1, 1];
const WORK_VALUES = [3, 3, 3, 4, 3, 5];

let server, browser, student, wishYear, view;
before(async () => {
  // The seeded students of 大家的测评 log in from addresses of their own (X-Forwarded-For from this
  // machine, as a gateway beside the API sends it): the SMS limits are per address.
  process.env.ZHIYUAN_TRUSTED_PROXIES = '127.0.0.0/8,::1';
  server = await startServer();
  browser = await launch();
  student = await apiLogin(server, STUDENT_PHONE);
  wishYear = Number((await webConfig(server)).WishYear);
});
after(async () => { await browser?.close(); await server?.stop(); });

async function open(login, path, viewport = NARROW) {
  const v = await newPage(browser, server.url, viewport);
  await seedStorage(v.page, server, login ? { ExamProvince: GUANGDONG, LoginData: login } : { ExamProvince: GUANGDONG });
  await v.page.goto(`${server.url}/#${path}`);
  return v;
}

const at = (page) => new URL(page.url()).hash.replace(/^#/, '');
const idOf = (path) => new URLSearchParams(path.split('?')[1]).get('id');

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

test('/choose-subject shows 广东’s 12 combinations with their shares; an old-exam province is told so', async () => {
  const api = await server.api('Career/SelSubjectCategoryOfProvinceList', { ProvinceId: 44, ExamYear: wishYear });
  assert.equal(api.Code, 0, JSON.stringify(api));
  assert.equal(api.Data.Combos.length, 12);
  const { page, problems, context } = await open(null, '/choose-subject', { width: 1366, height: 900 });
  await page.locator(tid('combo-count')).filter({ hasText: '12' }).waitFor();
  assert.equal(await page.locator(tid('coverage-province')).innerText(), `广东 · ${wishYear}年高考`);
  const rows = page.locator(tid('combo-row'));
  assert.equal(await rows.count(), 12);
  // Sorted by share: each row shows the API's share of its combination.
  const byName = Object.fromEntries(api.Data.Combos.map((c) => [c.Name, c]));
  for (let i = 0; i < 12; i++) {
    const row = rows.nth(i);
    const c = byName[await row.getAttribute('data-name')];
    assert.ok(c, `row ${i} names no combination of the API`);
    assert.equal(await row.locator('[data-key="Share"]').innerText(), `${c.Share}%`);
  }
  const shares = api.Data.Combos.map((c) => c.Share).sort((a, b) => b - a);
  assert.equal(await rows.first().locator('[data-key="Share"]').innerText(), `${shares[0]}%`);
  assert.ok(shares[0] > 0, 'no shares: the plans are missing');
  await page.locator(`${tid('combo-share-chart')} canvas`).waitFor();
  await page.screenshot({ path: join(artifacts, 'choose-subject-guangdong.png'), fullPage: true });

  // A province-year still on 文理: the API's own words.
  const old = await server.api('Career/SelSubjectCategoryOfProvinceList', { ProvinceId: 65, ExamYear: 2026 });
  assert.equal(old.Code, 400);
  await page.goto(`${server.url}/#/choose-subject?province=65&year=2026`);
  await page.locator(tid('choose-subject-error')).filter({ hasText: old.Message }).waitFor();
  assert.match(old.Message, /仍分文理科，不需要选科/);
  assert.equal(await page.locator(tid('combo-row')).count(), 0);
  assertClean(problems);
  await context.close();
});

test('a student takes the 选科测评: province, 计算机类, 30 items, the 12 combinations ranked', { timeout: 300_000 }, async () => {
  view = await open(student, '/exam-test');
  const { page } = view;
  assert.equal(await page.locator(tid('test-count')).innerText(), '30 题（浙江另有技术 5 题）');
  await page.locator(tid('test-start')).click();
  await page.locator(tid('exam-province-page')).waitFor();
  await page.locator(tid('exam-mode')).filter({ hasText: '共 12 种选科组合' }).waitFor();
  await page.locator(tid('exam-next')).click();
  await page.locator(tid('exam-content-page')).waitFor();
  assert.equal(at(page), `/exam-test/enter-content?province=44&year=${wishYear}`);
  await page.locator(tid('class-search')).fill('计算机');
  await page.locator(`${tid('class-hits')} ${tid('class-option')}[data-code="0809"]`).click();
  await page.locator(`${tid('class-chosen')}[data-code="0809"]`).waitFor();
  await page.locator(tid('exam-next')).click();
  await page.locator(tid('test-question')).waitFor();
  assert.equal(at(page), `/exam-test/new-test-content?province=44&year=${wishYear}&majors=0809`);
  await page.locator(tid('exam-flow-majors')).filter({ hasText: /^计算机类$/ }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'the answer page scrolls sideways at 360 px');

  // Items run 物理, 化学, 生物, 政治, 历史, 地理, five each: the sciences high, the rest low.
  for (let i = 0; i < 30; i++) await answer(page, i + 1, 30, i < 15 ? 5 : 1);
  const path = await submit(page, '/exam-test/sort-score');
  const api = await server.api('User/TestSelSubjectInfo', { SubmissionId: idOf(path) }, student.Token);
  assert.equal(api.Code, 0, JSON.stringify(api));
  assert.equal(api.Data.Code, '物理+化学+生物');
  const rows = page.locator(tid('combo-row'));
  assert.equal(await rows.count(), 12);
  assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => e.dataset.name)), api.Data.Coverage.Combos.map((c) => c.Name));
  assert.equal(await rows.first().locator('[data-key="Rank"]').innerText(), '1');
  assert.equal(await rows.first().locator('[data-key="Fit"]').innerText(), String(api.Data.Coverage.Combos[0].Fit));
  assert.equal(await page.locator(tid('combo-sort-LikedShare')).count(), 1);
  assert.match(await page.locator(tid('subject-fit-rule')).innerText(), /50%/);
  assert.equal(await page.locator(`${tid('subject-scales')} ${tid('test-bar')}`).count(), 12);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'the result scrolls sideways at 360 px');
  await page.screenshot({ path: join(artifacts, 'assessment-subjects-result.png'), fullPage: true });

  // 我的测评 links the result by the API's Path.
  await page.goto(`${server.url}/#/test-list`);
  const row = page.locator(`${tid('test-list-row')}[data-bank="subjects"]`);
  await row.waitFor();
  await row.locator(tid('test-list-open')).click();
  await page.locator(tid('subject-ranking')).waitFor();
  assert.equal(at(page), path);
  assertClean(view.problems);
});

test('a 浙江 student answers the five 技术 items too, and 技术 is rated in the combinations', { timeout: 300_000 }, async () => {
  const zj = await apiLogin(server, '13800000832');
  const v = await open(zj, `/exam-test/new-test-content?province=33&year=${wishYear}`);
  const { page } = v;
  // Items run 物理, 化学, 生物, 政治, 历史, 地理, then 技术, five each: 物理, 化学 and 技术 high.
  const high = (i) => i < 10 || i >= 30;
  for (let i = 0; i < 35; i++) await answer(page, i + 1, 35, high(i) ? 5 : 1);
  const path = await submit(page, '/exam-test/sort-score');
  const api = await server.api('User/TestSelSubjectInfo', { SubmissionId: idOf(path) }, zj.Token);
  assert.equal(api.Code, 0, JSON.stringify(api));
  assert.equal(api.Data.Code, '物理+化学+技术');
  assert.equal(await page.locator(tid('combo-row')).count(), 35);
  assert.equal(await page.locator(`${tid('subject-scales')} ${tid('test-bar')}`).count(), 14);
  const tech = api.Data.Coverage.Combos.find((c) => c.Name === '物理+化学+技术');
  assert.equal(tech.Self, 100);
  assertClean(v.problems);
  await v.context.close();
});

test('the path questionnaire is answered to its result: 普通批 fits, the others are collapsed', { timeout: 300_000 }, async () => {
  const { page } = view;
  await page.goto(`${server.url}/#/enter-path`);
  assert.equal(await page.locator(tid('test-count')).innerText(), '21 题');
  await page.locator(tid('test-start')).click();
  await page.locator(tid('test-help')).waitFor();
  // The last option of each question (不确定, 没有, 不愿意 …): the answers that open the fewest paths.
  const list = await server.api('Career/UpgradePathQuestionList', {});
  assert.equal(list.Data.Questions.length, 21);
  for (const [i, q] of list.Data.Questions.entries()) await answer(page, i + 1, 21, q.Options.length);
  const path = await submit(page, '/submit-test');
  await page.locator(`${tid('path-fit')}[data-code="ordinary"]`).waitFor();
  const api = await server.api('User/TestUpgradePathInfo', { SubmissionId: idOf(path) }, student.Token);
  assert.equal(api.Code, 0, JSON.stringify(api));
  const fits = api.Data.Paths.filter((p) => p.Fits);
  assert.equal(await page.locator(tid('path-fit')).count(), fits.length);
  assert.ok(fits.length < api.Data.Paths.length, 'every path fits: nothing to collapse');
  assert.equal(await page.locator(tid('path-other')).count(), api.Data.Paths.length - fits.length);
  assert.equal(await page.locator(tid('path-others')).getAttribute('open'), null);
  assert.equal(await page.locator(tid('path-other')).first().isVisible(), false);
  await page.screenshot({ path: join(artifacts, 'assessment-path-result.png'), fullPage: true });
  assertClean(view.problems);
});

test('the all-round test is answered to its result with five parts and suggested majors', { timeout: 400_000 }, async () => {
  const { page } = view;
  await page.goto(`${server.url}/#/allround`);
  assert.equal(await page.locator(tid('test-count')).innerText(), '112 题');
  await page.locator(tid('test-start')).click();
  await page.locator(tid('test-section')).waitFor();
  // The interest section takes 5 items of each Holland type in R I A S E C order: R 5, I 4, A 3, S 2,
  // E 1, C 1 scores RIA; character and ability cycle through their options; the values items (the last
  // 30, in the order 成就感 独立自主 社会认可 人际和谐 稳定保障 助人奉献) rate 助人奉献 highest, 人际和谐 second.
  const value = (i) => (i < 30 ? HOLLAND_VALUES[i % 6] : i < 82 ? (i % 5) + 1 : WORK_VALUES[(i - 82) % 6]);
  for (let i = 0; i < 112; i++) await answer(page, i + 1, 112, value(i));
  const path = await submit(page, '/allround-result');
  const parts = page.locator(tid('allround-part'));
  assert.deepEqual(await parts.evaluateAll((els) => els.map((e) => e.dataset.section)), ['interest', 'character', 'ability', 'values', 'subject']);
  await page.locator(`${tid('test-result-chart')} canvas`).waitFor();
  const api = await server.api('Career/GetAllroundResult', { SubmissionId: idOf(path) }, student.Token);
  assert.equal(api.Code, 0, JSON.stringify(api));
  assert.equal(api.Data.Code, 'RIA');
  assert.equal(await page.locator(tid('allround-code')).innerText(), 'RIA');
  assert.ok(api.Data.Majors.length >= 1);
  assert.equal(await page.locator(tid('test-suggestion-major')).count(), api.Data.Majors.length);
  assert.equal(await page.locator(tid('allround-exam-test')).getAttribute('href'), '#/exam-test');
  // The values part suggests majors and 大典 occupation groups from the two top values, each with its reason.
  const values = api.Data.Parts.find((p) => p.Section === 'values').Suggest;
  assert.deepEqual(values.Values, ['助人奉献', '人际和谐']);
  const panel = page.locator(`${tid('allround-part')}[data-section="values"] ${tid('values-suggest')}`);
  assert.equal(await panel.locator(tid('values-top')).innerText(), '你最看重：助人奉献、人际和谐');
  const majors = panel.locator(tid('values-suggestion-major'));
  assert.equal(await majors.count(), values.Majors.length);
  assert.ok(values.Majors.length > 0 && values.Occupations.length > 0);
  assert.equal(await majors.first().getAttribute('data-code'), values.Majors[0].Code);
  assert.equal(await majors.first().locator(tid('values-suggestion-why')).innerText(), values.Majors[0].Why);
  assert.match(values.Majors[0].Why, /^因为你看重助人奉献：/);
  assert.equal(await panel.locator(tid('values-suggestion-occupation')).count(), values.Occupations.length);
  assert.match(await panel.locator(tid('values-rule')).innerText(), /本站编辑制定的对应规则，不是经过验证的测评工具/);
  await page.screenshot({ path: join(artifacts, 'assessment-allround-result.png'), fullPage: true });
  assertClean(view.problems);
  await view.context.close();
});

/** Logs a seeded student in from an address of their own (the SMS limits are per address). */
async function seededLogin(phone, ip) {
  const xff = { 'X-Forwarded-For': ip };
  const sent = await server.api('Auth/SendValidateCode', { Phone: phone }, '', xff);
  assert.equal(sent.Code, 0, JSON.stringify(sent));
  const login = await server.api('Auth/ValidateCodeLoginOrRegister', { Phone: phone, Code: await server.smsCode(phone) }, '', xff);
  assert.equal(login.Code, 0, JSON.stringify(login));
  return login.Data.Token;
}

test('大家的测评 has tabs for the 选科, 综合 and 升学路径 tests with their charts; small cells are never numbers', { timeout: 300_000 }, async () => {
  // 22 more students: the first 12 take all three tests (中外合作办学 fits their path answers), 10 only the path test.
  // 广东's 选科 items: 技术 is asked in 浙江 only.
  const scopes = { SelSubjectQuestionList: { ProvinceId: 44, ExamYear: wishYear } };
  const [sq, aq, pq] = await Promise.all(['SelSubjectQuestionList', 'AllroundQuestionList', 'UpgradePathQuestionList'].map((c) => server.api(`Career/${c}`, scopes[c] ?? {})));
  for (let i = 0; i < 22; i++) {
    const token = await seededLogin(`139000008${String(i).padStart(2, '0')}`, `10.77.0.${i + 1}`);
    const ok = (r) => assert.equal(r.Code, 0, JSON.stringify(r));
    ok(await server.api('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: wishYear, SelectSubjects: ['物理', '化学', '生物'] }, token));
    const pathAnswers = pq.Data.Questions.map((q, j) => ({ Id: q.Id, Value: i < 12 && (j === 11 || j === 12) ? 1 : q.Options.length }));
    ok(await server.api('Career/UpgradePathTest', { Version: pq.Data.Version, Answers: pathAnswers }, token));
    if (i >= 12) continue;
    const subjectAnswers = sq.Data.Questions.map((q, j) => ({ Id: q.Id, Value: j < 15 ? 5 : 1 }));
    ok(await server.api('Career/SelSubjectTest', { Version: sq.Data.Version, Answers: subjectAnswers, ProvinceId: 44, ExamYear: wishYear, Majors: [] }, token));
    ok(await server.api('Career/AddAllroundTest', { Version: aq.Data.Version, Answers: aq.Data.Questions.map((q, j) => ({ Id: q.Id, Value: 1 + ((i + j) % 5) })) }, token));
  }
  const stats = async (Bank, extra = {}) => {
    const r = await server.api('Assessment/Stats', { Bank, ...extra });
    assert.equal(r.Code, 0, JSON.stringify(r));
    return r.Data;
  };
  const { page, problems, context } = await open(null, '/test-stats?bank=subjects', { width: 1366, height: 900 });
  await page.locator(tid('test-stats-tab-path')).waitFor();
  const tabs = page.locator(`${tid('test-stats-tabs')} a`);
  assert.deepEqual(await tabs.allInnerTexts(), ['霍兰德职业兴趣测评', '大五人格测评', '16型性格倾向测评', '新高考选科测评', '综合测评', '升学路径测评']);

  const subjects = await stats('subjects');
  assert.ok(subjects.People >= 12 && !subjects.Suppressed, JSON.stringify(subjects));
  await page.locator(tid('test-stats-people')).filter({ hasText: `${subjects.People} 人` }).waitFor();
  await page.locator(`${tid('test-stats-codes')} canvas`).waitFor();
  const codesLabel = await page.locator(`${tid('test-stats-codes')} canvas`).getAttribute('aria-label');
  for (const c of subjects.Codes) assert.ok(c.N >= 10 && codesLabel.includes(`${c.N} 人`), codesLabel);
  assert.equal(await page.locator(tid('test-stats-scale')).count(), subjects.Scales.length);

  await page.locator(tid('test-stats-tab-allround')).click();
  const allround = await stats('allround');
  await page.locator(tid('test-stats-part')).first().waitFor();
  assert.deepEqual(await page.locator(tid('test-stats-part')).evaluateAll((els) => els.map((e) => e.dataset.section)), ['interest', 'character', 'ability', 'values']);
  assert.equal(await page.locator(tid('test-stats-scale')).count(), allround.Scales.length);
  await page.locator(tid('test-stats-people')).filter({ hasText: `${allround.People} 人` }).waitFor();

  await page.locator(tid('test-stats-tab-path')).click();
  const path = await stats('path');
  const shown = path.Paths.filter((p) => !p.Suppressed);
  const hidden = path.Paths.filter((p) => p.Suppressed);
  assert.ok(shown.some((p) => p.Code === 'sino_foreign' && p.N >= 12) && hidden.length > 0, JSON.stringify(path.Paths));
  assert.ok(hidden.every((p) => p.N === undefined), 'a suppressed path carries a number');
  const bars = page.locator(`${tid('test-stats-path-bars')} canvas`);
  await bars.waitFor();
  const barsLabel = await bars.getAttribute('aria-label');
  for (const p of shown) assert.ok(barsLabel.includes(p.Name) && barsLabel.includes(`${p.N} 人`), barsLabel);
  const hiddenText = await page.locator(tid('test-stats-paths-hidden')).innerText();
  for (const p of hidden) {
    assert.ok(hiddenText.includes(p.Name), hiddenText);
    assert.ok(!barsLabel.includes(p.Name), `${p.Name} is drawn`);
  }
  await page.screenshot({ path: join(artifacts, 'assessment-stats-path.png'), fullPage: true });

  // 浙江 has none of these people: nothing is published.
  await page.goto(`${server.url}/#/test-stats?bank=path&province=33`);
  await page.locator(tid('test-stats-suppressed')).waitFor();
  assert.equal(await page.locator(tid('test-stats-paths')).count(), 0);
  assertClean(problems);
  await context.close();
});
