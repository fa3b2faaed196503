// 课程 against the real binary: the catalogue says truthfully that nothing is published yet; an
// editor (granted with `zhiyuan admin grant`) builds a course in the console — a free video lesson
// whose tiny MP4 is uploaded through Admin/UploadMedia, and a members' text lesson — and saves it,
// without a 发布 button (review is on); a reviewer publishes it; a visitor finds it on /videolist,
// opens it, plays the free lesson (its <video> has a signed /media/ address that answers) and is
// sent to /login by the members' lesson; a signed-in non-member plays the free lesson at an address
// bound to them (404 in a visitor's browser) and is asked to 开通会员. The reader's
// pages have no critical or serious accessibility violation (the rules of a11y.test.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { launch } from '../lib/browser.mjs';
import { apiLogin, field, tid } from '../lib/app.mjs';
import { assertClean, openAs, reloadUntil } from '../lib/visit.mjs';

const EDITOR_PHONE = '13800000971';
const REVIEWER_PHONE = '13800000972';
const READER_PHONE = '13800000973';
const COURSE_ID = `xuanke-${Date.now().toString(36)}`;
const TITLE = '新高考选科三讲';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The smallest prefix that reads as MP4 (an ftyp box naming the mp41 brand) and some bytes after it.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]), Buffer.alloc(4000, 7)]);

let server, browser, editor, reviewer, reader, scratch;
before(async () => {
  server = await startServer();
  browser = await launch();
  // Three SMS logins (the most one address may ask for): a user must have registered before a grant.
  [editor, reviewer, reader] = [await apiLogin(server, EDITOR_PHONE), await apiLogin(server, REVIEWER_PHONE), await apiLogin(server, READER_PHONE)];
  await server.cli('admin', 'grant', EDITOR_PHONE, 'editor');
  await server.cli('admin', 'grant', REVIEWER_PHONE, 'reviewer');
  scratch = mkdtempSync(join(tmpdir(), 'zy-course-'));
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A browser of its own for a user (null: nobody logged in), in 广东; a page reloaded until a check holds. */
const viewAs = (login, viewport) => openAs(browser, server, login, viewport);
const eventually = (page, path, check, timeout) => reloadUntil(server, page, path, check, timeout);

/** axe's critical and serious violations of the page as it stands (the rules of a11y.test.mjs). */
async function violations(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const lesson = (page, id) => page.locator(`${tid('course-lesson')}[data-id="${id}"]`);
const row = (page, id) => page.locator(`${tid('lesson-row')}[data-id="${id}"]`);

test('nothing is published yet: the catalogue says 暂无课程', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(null);
  await page.goto(`${server.url}/#/videolist`);
  const empty = page.locator(tid('course-list-empty'));
  await empty.waitFor();
  assert.match(await empty.textContent(), /暂无课程/);
  assertClean(problems);
  await context.close();
});

test('an editor builds a course with a free video lesson and a members’ text lesson, and saves it', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await viewAs(editor);
  await page.goto(`${server.url}/#/admin`);
  await page.locator(tid('admin-menu-courses')).click();
  await page.locator(tid('course-console-page')).waitFor();
  await page.locator(tid('course-new')).click();
  await page.waitForURL(/#\/admin\/courses\/new$/);

  await field(page, 'course-id').fill(COURSE_ID);
  await field(page, 'course-title').fill(TITLE);
  await field(page, 'course-category').fill('选科指导');
  await page.locator(tid('course-grade')).selectOption('高一');
  await field(page, 'course-teacher').fill('志愿编辑部');
  await page.locator(tid('course-summary')).fill('讲清新高考的选科规则。');
  await page.locator(tid('course-members')).check();
  await field(page, 'chapter-title').fill('选科规则');

  const first = lesson(page, 'l1');
  await first.locator(tid('lesson-title')).fill('3+1+2 是什么');
  await first.locator(tid('lesson-minutes')).fill('6');
  await first.locator(tid('lesson-free')).check();
  const video = join(scratch, '第一课.mp4');
  writeFileSync(video, MP4);
  await first.locator(tid('lesson-upload-l1-input')).setInputFiles(video);
  await first.locator(tid('lesson-media-name')).filter({ hasText: '已上传：第一课.mp4' }).waitFor();
  await first.locator(tid('lesson-body')).fill('**要点**：先选首选科目。');

  await page.locator(tid('chapter-add-lesson')).click();
  const second = lesson(page, 'l2');
  await second.locator(tid('lesson-kind')).selectOption('text');
  await second.locator(tid('lesson-title')).fill('选科与专业');
  await second.locator(tid('lesson-body')).fill('## 专业的选科要求\n\n每个专业写明了选考科目。');

  await page.locator(tid('course-save')).click();
  await page.waitForURL(new RegExp(`#/admin/courses/${COURSE_ID}$`));
  await page.locator(tid('course-state')).filter({ hasText: '草稿' }).waitFor();
  assert.equal(await page.locator(tid('course-publish')).count(), 0, 'with review on an editor has no 发布');
  assert.equal(await page.locator(tid('course-editor-error')).count(), 0);
  assertClean(problems);
  await context.close();
});

test('a reviewer publishes it in the console', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(reviewer);
  await page.goto(`${server.url}/#/admin/courses`);
  const listed = page.locator(`${tid('course-console-row')}[data-id="${COURSE_ID}"]`);
  await listed.waitFor();
  assert.match(await listed.textContent(), /草稿/);
  await listed.locator(tid('course-console-edit')).click();
  await page.locator(tid('course-publish')).click();
  await page.locator(tid('course-state')).filter({ hasText: '已上线' }).waitFor();
  assert.equal(await page.locator(tid('course-editor-error')).count(), 0);
  await page.locator(tid('course-live-link')).waitFor();
  assertClean(problems);
  await context.close();
});

test('a visitor finds it, plays the free lesson, and is sent to /login by the members’ lesson', { timeout: 90_000 }, async () => {
  const { page, problems, context } = await viewAs(null);
  const card = page.locator(`${tid('course-card')}[data-id="${COURSE_ID}"]`);
  await eventually(page, '/videolist', () => card.isVisible());
  assert.match(await card.locator(tid('course-access')).textContent(), /免费试看 1 课时/);
  assert.equal(await card.locator(tid('course-card-size')).textContent(), '共 2 课时 · 6 分钟');
  assert.deepEqual(await violations(page), [], '/videolist');
  await card.locator(tid('course-card-link')).click();
  await page.locator(tid('course-title')).filter({ hasText: TITLE }).waitFor();

  await row(page, 'l1').click();
  const player = page.locator(tid('lesson-video'));
  await player.waitFor();
  const src = await player.getAttribute('src');
  assert.match(src, /^\/media\/[0-9a-f]{32}\.mp4\?e=\d+&s=[0-9a-f]+$/);
  const status = await page.evaluate(async (url) => (await fetch(url, { headers: { Range: 'bytes=0-99' } })).status, src);
  assert.ok([200, 206].includes(status), `the video answers ${status}`);
  assert.match(await page.locator(tid('lesson-notes')).innerHTML(), /<strong>要点<\/strong>/);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await violations(page), [], '/study-detail with a video');

  await row(page, 'l2').click();
  await page.locator(tid('login-page')).waitFor();
  const back = encodeURIComponent(`/study-detail?id=${COURSE_ID}&lesson=l2`);
  assert.equal(new URL(page.url()).hash, `#/login?redirect=${back}`);
  assertClean(problems);
  await context.close();
});

test('生涯管理 › 网络课堂 lists its category, opens the catalogue on it and the course inside career management', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(null);
  await page.goto(`${server.url}/#/careerManagement/videoCourse`);
  const category = page.locator(tid('course-category-link')).filter({ hasText: '选科指导' });
  await category.waitFor();
  assert.equal(await category.textContent(), '选科指导1 门课程');
  assert.deepEqual(await violations(page), [], '网络课堂 with a category');
  await category.click();
  const card = page.locator(`${tid('course-card')}[data-id="${COURSE_ID}"]`);
  await card.waitFor();
  assert.equal(new URL(page.url()).hash, `#/careerManagement/video-list?category=${encodeURIComponent('选科指导')}`);
  await card.locator(tid('course-card-link')).click();
  await page.locator(tid('course-title')).filter({ hasText: TITLE }).waitFor();
  assert.equal(new URL(page.url()).hash, `#/careerManagement/video-detail?id=${COURSE_ID}`);
  await page.locator(tid('career-side-nav')).waitFor(); // still inside career management
  await row(page, 'l1').click();
  await page.locator(tid('lesson-video')).waitFor();
  // 生涯课堂 holds only the 生涯课堂 category: this course is not there.
  await page.goto(`${server.url}/#/careerManagement/careerCourse`);
  await page.locator(tid('course-list-empty')).waitFor();
  assertClean(problems);
  await context.close();
});

test('a signed-in reader without membership is asked to 开通会员 for the members’ lesson', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(reader);
  await page.goto(`${server.url}/#/study-detail?id=${COURSE_ID}`);
  await page.locator(tid('course-vip-note')).waitFor();

  // The free lesson's address names this reader: it plays in their browser (the answer set the
  // cookie) and not in a visitor's, to whom the address is passed on.
  await row(page, 'l1').click();
  const src = await page.locator(tid('lesson-video')).getAttribute('src');
  assert.match(src, /^\/media\/[0-9a-f]{32}\.mp4\?e=\d+&u=[0-9a-f]{32}&s=[0-9a-f]+$/);
  const play = (p) => p.evaluate(async (url) => (await fetch(url, { headers: { Range: 'bytes=0-99' } })).status, src);
  assert.equal(await play(page), 206);
  const visitor = await viewAs(null);
  await visitor.page.goto(`${server.url}/#/videolist`);
  assert.equal(await play(visitor.page), 404, 'a passed-on address');
  await visitor.context.close();

  await row(page, 'l2').click();
  const notice = page.locator(tid('lesson-members-only'));
  await notice.waitFor();
  assert.match(await notice.textContent(), /会员课时/);
  assert.deepEqual(await violations(page), [], '/study-detail asking to open membership');
  await notice.locator(tid('members-only-open')).click();
  await page.locator(tid('openvip-page')).waitFor();
  assertClean(problems);
  await context.close();
});
