// Accessibility (issue 15): axe-core, run in the page on the main routes at 1366 and 390 px,
// finds no critical or serious violation (WCAG 2.1 A and AA rules). Each page is kept as a
// screenshot at both sizes in test-artifacts/screens. On the same pages: every drop-down is the
// site's one control (components/Select: a native <select class="zy-select">, 44 px high on a
// phone), never a classless or Semantic-styled select nor a Semantic non-native Dropdown.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, DESKTOP, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { RECOMMEND_QUERY } from '../lib/route-plan.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const screens = join(artifacts, 'screens');
const shotName = (path, signedIn, width) => `${signedIn ? 'student-' : ''}${path.split('?')[0].replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${width}.png`;
let server, browser, login;
before(async () => {
  server = await startServer();
  browser = await launch();
  login = await apiLogin(server, '13800000501');
  await server.api('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2025, SelectSubjects: ['物理', '化学', '生物'] }, login.Token);
  await server.api('User/UpdateUserScore', { Score: 600 }, login.Token);
  // A wish table of their own, for its pages.
  const made = await server.api('WishTable/Create', { ProvinceId: 44, Year: 2025, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 }, login.Token);
  const table = made.Data.TableId;
  SIGNED_IN.push('/wish-list', `/wishtable?id=${table}`, `/wish-detail?id=${table}`, `/wish-result?id=${table}`, `/download?id=${table}`, `/online-print?id=${table}`);
  // A Holland result of their own, for the result page and the test list.
  const q = (await server.api('Career/HollandQuestionList', {})).Data;
  const answers = q.Questions.map((it, i) => ({ Id: it.Id, Value: 1 + (i % 6) % 5 }));
  const sub = await server.api('Career/HollandTest', { Version: q.Version, Answers: answers }, login.Token);
  SIGNED_IN.push('/test-list', `/holland-result?id=${sub.Data.SubmissionId}`);
  // Published content: an article and a rank-table notice of 广东, and a help answer.
  const news = await server.api('Web/GetNewsInfoList', { ExamProvinceId: 44, PageIndex: 1, PageSize: 10 });
  const notices = await server.api('Web/GetNoticeList', { ExamProvinceId: 44, PageIndex: 1, PageSize: 10 });
  const help = await server.api('Web/GetHelpTopList', {});
  PUBLIC.push(`/newsdetail?id=${news.Data.List[0].Id}`, `/noticedetail?id=${notices.Data.List[0].Id}`, `/helpcenter?id=${help.Data[0].Id}`);
  // A listed expert with two slots, one booked by the student, for the experts' pages.
  const expertId = await listedExpert(login);
  PUBLIC.push('/expertlist', `/expertdetail?id=${expertId}`);
  SIGNED_IN.push('/expertlist', `/expertdetail?id=${expertId}`, '/expertsettlein');
});
after(async () => { await browser?.close(); await server?.stop(); });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const PUBLIC = ['/index', '/search?keywords=北京大学', '/university', '/university-detail?id=10001', '/college-rank',
  '/specialty', '/specialty-detail?id=080901', '/profession', '/profession-detail?ID=15-1252.00', '/query-rank?province=44&year=2025&track=物理&score=600',
  '/query-batch', '/enroll-data', '/enroll-plan', '/login', '/privacy',
  '/recommend-start', `/recommend-index?${RECOMMEND_QUERY}`, `/statistics?${RECOMMEND_QUERY}`, `/new-exam?${RECOMMEND_QUERY}`,
  '/test', '/holland-test', '/holland-answer', '/test-stats', '/test-tips',
  '/newslist', '/noticelist', '/helpcenter', '/helpcenter?keyword=密码', '/content?code=data-sources',
  '/videolist', '/study', '/study-detail?id=no-such-course', '/careerManagement/careerCourse', '/careerManagement/videoCourse',
  '/careerManagement/video-list', '/careerManagement/entrancematters']; // and content items (before); courses.test.mjs scans a real course's pages
const SIGNED_IN = ['/index', '/diagnosis', '/diagnosis-info', '/userinfo', '/examinee', '/account-history',
  '/careerManagement/careerplan', '/careerManagement/learningplan', '/careerManagement/targetlocation', '/careerManagement/entrancematters']; // and the wish table pages (before)

/** An expert applied, approved by a reviewer, with two slots three days ahead; `family` books the first. */
async function listedExpert(family) {
  const [applicant, reviewer] = [await apiLogin(server, '13800000502'), await apiLogin(server, '13800000503')];
  await server.cli('admin', 'grant', '13800000503', 'reviewer');
  const profile = { Name: '林老师', Title: '高中生涯规划教师', Org: '某市第一中学', Years: 12, Specialties: ['志愿填报', '新高考选科'], Provinces: [44],
    Intro: '从事高中生涯规划教育十二年，带过六届毕业班，熟悉新高考选科与平行志愿的填报规则，帮助家庭读懂位次与招生计划。' };
  const step = async (path, body, token) => {
    const r = await server.api(path, body, token);
    if (r.Code !== 0) throw new Error(`${path}: ${JSON.stringify(r)}`);
    return r.Data;
  };
  const applied = await step('Expert/Apply', { ...profile, Phone: '13800000502' }, applicant.Token);
  const id = createHash('sha256').update(`expert:${applicant.UserId}`).digest('hex').slice(0, 16);
  await step('Admin/ApproveExpert', { ...profile, Id: id, Version: applied.Version }, reviewer.Token);
  const day = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const opened = await step('Expert/OpenSlots', { Slots: [{ Start: `${day} 19:30`, Minutes: 30, Mode: 'video' }, { Start: `${day} 20:30`, Minutes: 30, Mode: 'phone' }] }, applicant.Token);
  await step('Web/TeacherReserve', { TeacherId: id, SlotId: opened.SlotIds[0], Name: '王家长', Phone: '13912345678', Question: '想了解选科' }, family.Token);
  return id;
}

// Runs axe on the page as it stands and answers its critical and serious violations.
async function violations(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // resultTypes: only the violations are read, so axe details no passing or incomplete node.
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

// Answers the page's drop-downs that are not the site's one control (components/Select), and on a
// phone the visible ones below 44 px.
async function strayDropdowns(page, phone) {
  return page.evaluate((phone) => {
    const name = (el) => el.dataset.testid || el.id || el.outerHTML.slice(0, 80);
    return [
      ...[...document.querySelectorAll('select:not(.zy-select)')].map((el) => `<select> without .zy-select: ${name(el)}`),
      ...[...document.querySelectorAll('.ui.dropdown:not(select)')].map((el) => `Semantic Dropdown, not the native select: ${name(el)}`),
      ...(phone ? [...document.querySelectorAll('select')] : [])
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 43.5)
        .map(({ el, box }) => `<select> ${Math.round(box.height)} px high on a phone: ${name(el)}`),
    ];
  }, phone);
}

async function scan(viewport, storage, paths) {
  mkdirSync(screens, { recursive: true });
  const { page, context } = await newPage(browser, server.url, viewport);
  await seedStorage(page, server, storage);
  const found = [];
  for (const p of paths) {
    await page.goto('about:blank');
    await page.goto(`${server.url}/#${p}`);
    await page.locator(tid('page-body')).or(page.locator(tid('login-page'))).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screens, shotName(p, Boolean(storage.LoginData), viewport.width)), fullPage: true });
    for (const v of await violations(page)) found.push(`${p} @${viewport.width}: ${v}`);
    for (const v of await strayDropdowns(page, viewport.width < 768)) found.push(`${p} @${viewport.width}: ${v}`);
  }
  await context.close();
  return found;
}

test('the main routes have no critical or serious accessibility violation and only the one drop-down, at 1366 and 390 px', async () => {
  const found = [];
  for (const viewport of [DESKTOP, PHONE]) {
    found.push(...await scan(viewport, { ExamProvince: GUANGDONG }, PUBLIC));
    found.push(...await scan(viewport, { ExamProvince: GUANGDONG, LoginData: login }, SIGNED_IN));
  }
  assert.deepEqual(found, []);
});
