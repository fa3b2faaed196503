// 专家 against the real binary: the list says truthfully that nobody is listed yet; user A applies on
// /expertsettlein (a profile promising 包录取 is refused first); a reviewer, granted with
// `zhiyuan admin grant`, approves it in the console; A publishes two slots in one go; family B
// finds A on /expertlist, books a slot through the form on A's page and sees it under 我的预约;
// A's workbench shows B's booking with B's contact phone; B cancels (two days ahead) and the slot
// is free again. A then revises the profile on the workbench: families keep reading the listed one
// until the reviewer approves the revision (资料修改待审核) in the console. The pages fit a 360 px
// screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch } from '../lib/browser.mjs';
import { apiLogin, tid } from '../lib/app.mjs';
import { assertClean, openAs, reloadUntil } from '../lib/visit.mjs';

const EXPERT_PHONE = '13800000961';
const REVIEWER_PHONE = '13800000962';
const FAMILY_PHONE = '13800000963';
const FAMILY_CONTACT = '13912345678';
const NAME = '欧阳老师';
const INTRO = '从事高中生涯规划教育十二年，带过六届毕业班，熟悉新高考选科与平行志愿的填报规则，帮助家庭读懂位次与招生计划。';
// Three days ahead in Beijing: bookable, and more than a day away (a family may still cancel).
const DAY = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);

let server, browser, expert, reviewer, family, expertId;
before(async () => {
  server = await startServer();
  browser = await launch();
  // Three SMS logins (the most one address may ask for): a user must have registered before a grant.
  [expert, reviewer, family] = [await apiLogin(server, EXPERT_PHONE), await apiLogin(server, REVIEWER_PHONE), await apiLogin(server, FAMILY_PHONE)];
  await server.cli('admin', 'grant', REVIEWER_PHONE, 'reviewer');
});
after(async () => { await browser?.close(); await server?.stop(); });

/** A browser of its own for a user (null: nobody logged in), in 广东; a page reloaded until a check holds. */
const viewAs = (login, viewport) => openAs(browser, server, login, viewport);
const eventually = (page, path, check, timeout) => reloadUntil(server, page, path, check, timeout);

test('nobody is listed yet: the list says so and leads to 入驻申请, which asks a visitor to log in', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(null);
  await page.goto(`${server.url}/#/expertlist`);
  const empty = page.locator(tid('expert-list-empty'));
  await empty.waitFor();
  assert.match(await empty.textContent(), /目前还没有专家入驻/);
  assert.match(await page.locator(tid('expert-caution')).textContent(), /任何人都无法保证录取结果/);
  assert.equal(await page.locator(tid('expert-my-bookings')).count(), 0);
  await empty.locator(tid('expert-list-apply')).click();
  await page.locator(tid('login-page')).waitFor();
  assert.match(new URL(page.url()).hash, /^#\/login\?redirect=%2Fexpertsettlein/);
  assertClean(problems);
  await context.close();
});

test('A applies on /expertsettlein; a profile promising 包录取 is refused in the server’s words', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(expert);
  await page.goto(`${server.url}/#/expertsettlein`);
  const form = page.locator(tid('expert-apply-form'));
  await form.waitFor();
  assert.match(await page.locator(tid('expert-claims-note')).textContent(), /包录取/);
  await page.locator(tid('expert-apply-Name')).fill(NAME);
  await page.locator(tid('expert-apply-Title')).fill('高中生涯规划教师');
  await page.locator(tid('expert-apply-Org')).fill('某市第一中学');
  await page.locator(tid('expert-apply-Years')).fill('12');
  await page.locator(tid('expert-apply-Intro')).fill(`${INTRO}我们保证包 录 取。`);
  const specialties = page.locator(tid('expert-apply-Specialties'));
  await specialties.getByLabel('志愿填报').check();
  await specialties.getByLabel('新高考选科').check();
  await page.locator(tid('expert-apply-Phone')).fill(EXPERT_PHONE);
  await page.locator(tid('expert-apply-submit')).click();
  await page.locator(tid('expert-apply-error')).filter({ hasText: '教育部明令警示' }).waitFor();

  await page.locator(tid('expert-apply-Intro')).fill(INTRO);
  assert.equal(await page.locator(tid('expert-apply-Intro-count')).textContent(), `${[...INTRO].length}/2000 字（至少 30 字）`);
  await page.locator(tid('expert-apply-submit')).click();
  await page.locator(tid('expert-pending')).waitFor();
  assert.equal(await page.locator(tid('expert-application-state')).textContent(), '审核中');
  assert.match(await page.locator(tid('expert-application')).textContent(), new RegExp(NAME));
  assertClean(problems);
  await context.close();
});

test('a reviewer approves the application in the console', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(reviewer);
  await page.goto(`${server.url}/#/admin`);
  await page.locator(tid('admin-menu-experts')).click();
  const row = page.locator(tid('expert-review-row')).filter({ hasText: NAME });
  await row.waitFor();
  assert.match(await row.textContent(), new RegExp(EXPERT_PHONE));
  expertId = await row.getAttribute('data-id');
  await row.locator(tid('expert-review-open')).click();
  await page.locator(tid('expert-review-form')).waitFor();
  // The claims check runs again on the reviewer's corrections.
  await page.locator(tid('expert-review-Title')).fill('志愿规划师（精准定位）');
  await page.locator(tid('expert-review-approve')).click();
  await page.locator(tid('expert-review-error')).filter({ hasText: '精准定位' }).waitFor();
  await page.locator(tid('expert-review-Title')).fill('志愿规划师');
  await page.locator(tid('expert-review-approve')).click();
  await page.locator(tid('expert-review-state')).filter({ hasText: '已入驻' }).waitFor();
  assert.equal(await page.locator(tid('expert-review-error')).count(), 0);
  assertClean(problems);
  await context.close();
});

test('A publishes two slots in one go and sees them free', { timeout: 60_000 }, async () => {
  assert.ok(expertId, 'the reviewer approved A');
  const { page, problems, context } = await viewAs(expert);
  await page.goto(`${server.url}/#/expertsettlein`);
  await page.locator(tid('expert-workbench')).waitFor();
  assert.equal(await page.locator(tid('expert-own-slots-empty')).count(), 1);
  await page.locator(tid('expert-slot-date')).fill(DAY);
  await page.locator(tid('expert-slot-time')).fill('19:30');
  await page.locator(tid('expert-slot-add')).click();
  const second = page.locator(tid('expert-slot-row')).nth(1);
  assert.equal(await second.locator(tid('expert-slot-time')).inputValue(), '20:00', 'a new row starts where the last one ends');
  await second.locator(tid('expert-slot-time')).fill('20:30');
  await second.locator(tid('expert-slot-mode')).selectOption('phone');
  await page.locator(tid('expert-slot-submit')).click();
  const own = page.locator(tid('expert-own-slot'));
  await own.nth(1).waitFor();
  assert.deepEqual(await own.evaluateAll((els) => els.map((e) => e.dataset.state)), ['空闲', '空闲']);
  assert.equal(await page.locator(tid('expert-own-page')).getAttribute('href'), `#/expertdetail?id=${expertId}`);
  assertClean(problems);
  await context.close();
});

test('family B finds A, books a slot through the form and sees it under 我的预约', { timeout: 90_000 }, async () => {
  assert.ok(expertId, 'A is listed');
  const { page, problems, context } = await viewAs(family);
  const card = page.locator(`${tid('expert-card')}[data-id="${expertId}"]`);
  await eventually(page, '/expertlist', async () => {
    await page.locator(tid('expert-list')).waitFor({ timeout: 5000 });
    return (await card.count()) === 1 && /可预约时段 2 个/.test(await card.locator(tid('expert-card-slots')).textContent());
  });
  assert.match(await card.locator(tid('expert-card-role')).textContent(), /志愿规划师 · 某市第一中学 · 从业 12 年/);
  assert.match(await card.locator(tid('expert-card-slots')).textContent(), /19:30/);
  assert.match(await page.locator(tid('expert-my-bookings-empty')).textContent(), /你还没有预约/);
  await card.locator(tid('expert-card-link')).click();
  await page.locator(tid('expert-profile')).waitFor();
  assert.equal(await page.locator(tid('expert-name')).textContent(), NAME);
  assert.ok((await page.locator(`${tid('expert-rules')} li`).count()) >= 4, 'the rules are listed');
  assert.equal(await page.locator(tid('expert-slot-book')).count(), 2);

  await page.locator(tid('expert-slot-book')).first().click();
  const dialog = page.locator(tid('expert-book-dialog'));
  await dialog.waitFor();
  assert.match(await dialog.locator(tid('expert-book-when')).textContent(), /19:30–20:00（视频，30 分钟）/);
  await dialog.locator(tid('expert-book-name')).fill('王家长');
  await dialog.locator(tid('expert-book-phone')).fill(FAMILY_CONTACT);
  await dialog.locator(tid('expert-book-question')).fill('物化生 600 分，想了解新高考选科对专业的限制。');
  await dialog.locator(tid('expert-book-submit')).click();
  await page.locator(tid('expert-booked')).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const mine = page.locator(`${tid('expert-my-bookings')} ${tid('expert-booking')}`);
  await mine.waitFor();
  assert.equal(await mine.locator(tid('expert-booking-status')).textContent(), '即将开始');
  assert.match(await mine.locator(tid('expert-booking-when')).textContent(), /19:30–20:00/);
  assert.equal(await page.locator(tid('expert-slot-taken')).count(), 1, 'the booked slot shows 已约满');

  await page.goto(`${server.url}/#/expertlist`);
  const listed = page.locator(`${tid('expert-my-bookings')} ${tid('expert-booking')}`);
  await listed.waitFor();
  assert.match(await listed.textContent(), new RegExp(NAME));
  // The hash navigation keeps the SPA: the list may render before its own answer (with what the
  // family may still change) is in, so wait for the buttons before counting them.
  await listed.locator(tid('expert-booking-cancel')).waitFor();
  assert.equal(await listed.locator(tid('expert-booking-cancel')).count(), 1);
  assert.equal(await listed.locator(tid('expert-booking-move')).count(), 1);
  assertClean(problems);
  await context.close();
});

test('A’s workbench shows the booking with B’s contact phone and question', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(expert);
  const booking = page.locator(`${tid('expert-family-bookings')} ${tid('expert-booking')}`);
  await eventually(page, '/expertsettlein', async () => {
    await page.locator(tid('expert-workbench')).waitFor({ timeout: 5000 });
    return (await booking.count()) === 1;
  });
  assert.match(await booking.locator(tid('expert-booking-contact')).textContent(), new RegExp(`王家长 · 手机：${FAMILY_CONTACT}`));
  assert.match(await booking.locator(tid('expert-booking-question')).textContent(), /新高考选科/);
  assert.deepEqual(await page.locator(tid('expert-own-slot')).evaluateAll((els) => els.map((e) => e.dataset.state)), ['已预约', '空闲']);
  assertClean(problems);
  await context.close();
});

test('B cancels (two days ahead) and the slot is free again', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(family);
  await page.goto(`${server.url}/#/expertlist`);
  const item = page.locator(`${tid('expert-my-bookings')} ${tid('expert-booking')}`);
  await item.locator(tid('expert-booking-cancel')).click();
  const dialog = page.locator(tid('expert-cancel-dialog'));
  await dialog.locator(tid('expert-cancel-reason')).fill('孩子那天有考试');
  await dialog.locator(tid('expert-cancel-confirm')).click();
  await item.locator(tid('expert-booking-status')).filter({ hasText: '已取消' }).waitFor();
  assert.match(await item.locator(tid('expert-booking-cancel-note')).textContent(), /你已取消：孩子那天有考试/);
  assert.equal(await item.locator(tid('expert-booking-cancel')).count(), 0);

  await page.goto(`${server.url}/#/expertdetail?id=${expertId}`);
  await page.locator(tid('expert-profile')).waitFor();
  assert.equal(await page.locator(tid('expert-slot-book')).count(), 2, 'the cancelled slot is bookable again');
  assert.equal(await page.locator(tid('expert-slot-taken')).count(), 0);
  assertClean(problems);
  await context.close();
});

test('A revises the profile; families read the old one until the reviewer approves the revision', { timeout: 90_000 }, async () => {
  assert.ok(expertId, 'A is listed');
  const a = await viewAs(expert);
  await a.page.goto(`${server.url}/#/expertsettlein`);
  await a.page.locator(tid('expert-workbench')).waitFor();
  await a.page.locator(tid('expert-revise')).click();
  assert.equal(await a.page.locator(tid('expert-revise-Title')).inputValue(), '志愿规划师');
  await a.page.locator(tid('expert-revise-Title')).fill('省级生涯规划名师');
  await a.page.locator(tid('expert-revise-submit')).click();
  const pending = a.page.locator(tid('expert-revision-pending'));
  await pending.waitFor();
  assert.match(await pending.textContent(), /修改了：身份或职称/);
  assertClean(a.problems);
  await a.context.close();

  const b = await viewAs(family);
  await b.page.goto(`${server.url}/#/expertlist`);
  const role = b.page.locator(`${tid('expert-card')}[data-id="${expertId}"] ${tid('expert-card-role')}`);
  await role.waitFor();
  assert.match(await role.textContent(), /^志愿规划师 · /, 'the waiting revision is not listed');

  const r = await viewAs(reviewer);
  await r.page.goto(`${server.url}/#/admin/experts?state=revision`);
  const row = r.page.locator(`${tid('expert-review-row')}[data-id="${expertId}"]`);
  await row.waitFor();
  assert.equal(await row.locator(tid('expert-review-revision-flag')).textContent(), '资料修改待审核');
  await row.locator(tid('expert-review-open')).click();
  const change = r.page.locator(`${tid('expert-review-change')}[data-field="Title"]`);
  await change.waitFor();
  assert.equal(await change.locator(tid('expert-review-change-old')).textContent(), '志愿规划师');
  assert.equal(await change.locator(tid('expert-review-change-new')).textContent(), '省级生涯规划名师');
  assert.equal(await r.page.locator(tid('expert-review-Title')).inputValue(), '省级生涯规划名师');
  await r.page.locator(tid('expert-review-approve')).filter({ hasText: '通过修改' }).click();
  await r.page.locator(tid('expert-review-revision')).waitFor({ state: 'detached' });
  assert.equal(await r.page.locator(tid('expert-review-error')).count(), 0);
  assertClean(r.problems);
  await r.context.close();

  await eventually(b.page, '/expertlist', async () => {
    await role.waitFor({ timeout: 5000 });
    return /^省级生涯规划名师 · /.test(await role.textContent());
  });
  assertClean(b.problems);
  await b.context.close();
});

test('the experts’ pages fit a 360 px screen', { timeout: 60_000 }, async () => {
  for (const [login, path, id] of [[family, `/expertdetail?id=${expertId}`, 'expert-slots'], [family, '/expertlist', 'expert-card'], [expert, '/expertsettlein', 'expert-own-slot']]) {
    const narrow = await viewAs(login, { width: 360, height: 740 });
    await narrow.page.goto(`${server.url}/#${path}`);
    await narrow.page.locator(tid(id)).first().waitFor();
    await narrow.page.waitForLoadState('networkidle');
    const width = await narrow.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `${path} scrolls sideways at 360 px: ${width}`);
    assertClean(narrow.problems);
    await narrow.context.close();
  }
});
