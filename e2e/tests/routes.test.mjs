// Every SPEC §2 route (the table in web/src/app/routes/paths.ts) loads on its own, shows
// its page without a console error or a request leaving the machine; protected routes
// send a logged-out visitor to /login and render for a logged-in one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { apiLogin, seedStorage, specRoutes, tid } from '../lib/app.mjs';
import { FEATURE_PAGES } from '../lib/route-plan.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const routes = specRoutes();

const featurePath = (p) => p.split('?')[0];
// The courses inside career management (web/src/features/courses/career) and the element each shows.
const CAREER_COURSE_PAGES = {
  careerCourse: 'course-list-page', videoCourse: 'course-categories-page', 'video-list': 'course-list-page',
  'video-detail?id=no-such-course': 'course-detail-page',
};
const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };

/** The hash path of the page URL, without its query. */
const hashPath = (page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

// Loads `path` as a fresh document (about:blank in between, so each route is a direct entry),
// waits for what it must show, and returns the problems seen on the way ([] when fine).
async function check(page, problems, path, expect) {
  for (const list of Object.values(problems)) list.length = 0;
  const found = [];
  try {
    await page.goto('about:blank');
    await page.goto(`${server.url}/#${path}`);
    if (expect.url) await page.waitForFunction((re) => new RegExp(re).test(location.hash), expect.url.source, { timeout: 10_000 });
    await page.locator(tid(expect.testId)).first().waitFor({ timeout: 10_000 });
    if (expect.title) {
      const title = await page.locator(tid('develop-title')).innerText();
      if (title !== expect.title) found.push(`title ${JSON.stringify(title)} ≠ ${JSON.stringify(expect.title)}`);
    }
    await page.waitForLoadState('networkidle');
    for (const bad of ['route-error', 'not-found-page', 'app-load-error']) {
      if (await page.locator(tid(bad)).count()) found.push(`shows ${bad}`);
    }
  } catch (e) {
    found.push(`${String(e.message).split('\n')[0]} (at ${page.url()})`);
  }
  if (problems.consoleErrors.length) found.push(`console: ${problems.consoleErrors.join(' | ')}`);
  if (problems.outside.length) found.push(`left the machine: ${problems.outside.join(' ')}`);
  if (problems.failed.length) found.push(`failed requests: ${problems.failed.join(' ')}`);
  return found.length ? [`${path}: ${found.join('; ')}`] : [];
}

test('every public SPEC route renders its page with a clean console', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  const plan = [
    ['/', { url: /^#\/index/, testId: 'home-page' }],
    ['/index', { testId: 'home-page' }],
    ['/refresh', { url: /^#\/index/, testId: 'home-page' }],
    ['/redirect?path=/search', { url: /^#\/search/, testId: 'search-page' }],
    ['/redirect', { url: /^#\/index/, testId: 'home-page' }],
    ['/develop', { testId: 'develop-page' }],
    ['/login', { testId: 'login-page' }],
    ['/search', { testId: 'search-page' }],
    ['/search?keywords=北京大学', { testId: 'search-page' }],
    ...[...routes.common, ...routes.mainDevelop].filter(([p]) => !routes.features.includes(p))
      .map(([p, title]) => [p, { testId: 'develop-page', title }]),
    ...Object.entries(FEATURE_PAGES).map(([p, testId]) => [p, { testId }]),
    // The built career pages are the student's own: /careerManagement opens 生涯规划书, behind the login.
    ['/careerManagement', { url: /^#\/login\?redirect=%2FcareerManagement%2Fcareerplan$/, testId: 'login-page' }],
    ...routes.career.filter(([p]) => ![...routes.careerProtected, ...routes.careerReading, ...routes.careerCourses, ...routes.careerMatters].includes(p))
      .map(([p, title]) => [`/careerManagement/${p}`, { testId: 'career-management', title }]),
    // The career reading: lists open to everyone (empty until editors publish, but 生涯教案 ships), and an unknown item's page.
    ...routes.careerReading.filter((p) => !p.endsWith('-detail')).map((p) => [`/careerManagement/${p}`, { testId: 'career-management' }]),
    ['/careerManagement/careerTeaching', { testId: 'reading-item' }],
    ...routes.careerReading.filter((p) => p.endsWith('-detail')).map((p) => [`/careerManagement/${p}?id=none`, { testId: 'reading-gone' }]),
    // 生涯课堂 and 网络课堂, open to everyone: no course ships, so empty shelves and an unknown course's page.
    ...Object.entries(CAREER_COURSE_PAGES).map(([p, testId]) => [`/careerManagement/${p}`, { testId }]),
    // 升学事项 in the header's province (浙江): its exam mode and rules of the newest year.
    ...routes.careerMatters.map((p) => [`/careerManagement/${p}`, { testId: 'matters-mode' }]),
  ];
  assert.deepEqual(Object.keys(CAREER_COURSE_PAGES).map((p) => p.split('?')[0]), routes.careerCourses, 'career course pages changed: update CAREER_COURSE_PAGES');
  const missing = routes.builtMain.filter((p) => !plan.some(([q]) => q === p));
  assert.deepEqual(missing, [], 'a built main route has no check here');
  const unchecked = routes.features.filter((p) => !Object.keys(FEATURE_PAGES).some((q) => featurePath(q) === p));
  assert.deepEqual(unchecked, [], 'a built feature route has no check here');
  assert.ok(routes.features.length >= 23, `only ${routes.features.length} feature routes found`);
  const failures = [];
  for (const [path, expect] of plan) failures.push(...await check(page, problems, path, expect));
  // Every develop page sits in the common layout: header, body and footer.
  await page.goto(`${server.url}/#/contrast`);
  for (const id of ['site-header', 'nav-bar', 'page-body', 'site-footer']) await page.locator(tid(id)).waitFor();
  assert.deepEqual(failures, [], `${failures.length} of ${plan.length} routes failed`);
  await context.close();
});

test('protected routes send a logged-out visitor to /login with the way back', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  const paths = ['/personal', ...routes.personal, ...routes.protectedDevelop.map(([p]) => p), ...routes.careerProtected.map((p) => `/careerManagement/${p}`)];
  const failures = [];
  for (const path of paths) {
    failures.push(...await check(page, problems, path, { url: /^#\/login\?redirect=/, testId: 'login-page' }));
    const redirect = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('redirect');
    if (redirect !== path) failures.push(`${path}: redirect=${redirect}`);
  }
  assert.deepEqual(failures, []);
  await context.close();
});

test('protected routes render for a logged-in user; /personal goes to /userinfo', async () => {
  const login = await apiLogin(server, '13800000101');
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG, LoginData: login });
  const pages = {
    '/userinfo': 'userinfo-page', '/examinee': 'examinee-page', '/openvip': 'openvip-page', '/setpwd': 'setpwd-page',
    '/setaccount': 'setaccount-page', '/wish-list': 'wish-list-page', '/test-list': 'test-list-page', '/account-history': 'history-page', '/setRealScore': 'realscore-page',
  };
  assert.deepEqual(Object.keys(pages).sort(), [...routes.personal].sort(), 'personal routes changed: update this map');
  // Built login-required pages outside the personal center.
  const PROTECTED_PAGES = {
    '/diagnosis': 'diagnosis-page', '/diagnosis-info': 'diagnosis-info-page',
    // The wish table pages without a table id say so (their own test opens real tables); /wish-table without a link goes to /wish-list.
    '/wishtable': 'wish-no-id', '/wish-table': 'wish-list-page', '/wish-detail': 'wish-no-id', '/wish-result': 'wish-no-id',
    '/download': 'wish-no-id', '/online-print': 'wish-no-id',
    '/holland-result': 'test-result-page', '/MBTI-result': 'test-result-page', '/test-result': 'test-result-page',
    '/exam-test/sort-score': 'test-result-page', '/submit-test': 'test-result-page', '/allround-result': 'test-result-page',
    '/expertsettlein': 'expert-settle-page',
  };
  const CAREER_PAGES = { careerplan: 'career-plan-page', learningplan: 'learning-plan-page', targetlocation: 'target-location-page' };
  assert.deepEqual(Object.keys(CAREER_PAGES), routes.careerProtected, 'built career pages changed: update this map');
  const plan = [
    ['/personal', { url: /^#\/userinfo$/, testId: 'userinfo-page' }],
    ...routes.personal.map((p) => [p, { testId: pages[p] }]),
    ...routes.protectedDevelop.map(([p, title]) => [p, PROTECTED_PAGES[p] ? { testId: PROTECTED_PAGES[p] } : { testId: 'develop-page', title }]),
    ['/careerManagement', { url: /^#\/careerManagement\/careerplan$/, testId: 'career-plan-page' }],
    ...routes.careerProtected.map((p) => [`/careerManagement/${p}`, { testId: CAREER_PAGES[p] }]),
  ];
  const failures = [];
  for (const [path, expect] of plan) {
    failures.push(...await check(page, problems, path, expect));
    const at = hashPath(page);
    if (at.startsWith('/login')) failures.push(`${path}: went to /login while logged in`);
    if (routes.personal.includes(path) && !(await page.locator(tid('personal-header')).count())) failures.push(`${path}: no personal header`);
  }
  assert.deepEqual(failures, []);
  await context.close();
});

test('an unknown path shows the not-found page inside the layout', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await page.goto(`${server.url}/#/no-such-page`);
  await page.locator(tid('not-found-page')).waitFor();
  await page.locator(tid('site-header')).waitFor();
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
