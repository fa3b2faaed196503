// Phones (issue 15): no route scrolls sideways at 390 px (nor the main ones at 360 px), the
// navigation folds behind 菜单 with thumb-sized targets, and tables scroll in their own box.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { protectedPaths, publicPaths } from '../lib/route-plan.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

// Opens path as a direct entry and answers what sticks out past the window's right edge
// ('' when nothing does). Content inside a box that scrolls or clips on its own is fine.
async function sideways(page, path) {
  await page.goto('about:blank');
  await page.goto(`${server.url}/#${path}`);
  await page.locator(tid('page-body')).or(page.locator(tid('login-page'))).first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return '';
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return `page ${document.documentElement.scrollWidth} px wide: ${out.join(', ')}`;
  });
}

test('no route scrolls sideways on a 390 px phone, signed out or in', async () => {
  const paths = publicPaths();
  assert.ok(paths.length >= 100, `only ${paths.length} routes`);
  const failures = [];
  const visitor = await newPage(browser, server.url, PHONE);
  await seedStorage(visitor.page, server, { ExamProvince: GUANGDONG });
  for (const p of paths) {
    const bad = await sideways(visitor.page, p);
    if (bad) failures.push(`${p}: ${bad}`);
  }
  await visitor.context.close();
  const login = await apiLogin(server, '13800000151');
  const member = await newPage(browser, server.url, PHONE);
  await seedStorage(member.page, server, { ExamProvince: GUANGDONG, LoginData: login });
  for (const p of protectedPaths()) {
    const bad = await sideways(member.page, p);
    if (bad) failures.push(`${p} (signed in): ${bad}`);
  }
  await member.context.close();
  assert.deepEqual(failures, []);
});

test('the main routes also fit a 360 px phone', async () => {
  const { page, context } = await newPage(browser, server.url, { width: 360, height: 740 });
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  const failures = [];
  for (const p of ['/index', '/search?keywords=大学', '/university', '/university-detail?id=10001', '/query-rank', '/query-batch',
    '/enroll-data', '/enroll-plan', '/college-rank', '/specialty-detail?id=080901', '/profession-detail?ID=2-02-10-03', '/login']) {
    const bad = await sideways(page, p);
    if (bad) failures.push(`${p}: ${bad}`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

test('on a phone the navigation folds behind 菜单 and its targets are thumb-sized', async () => {
  const { page, problems, context } = await newPage(browser, server.url, PHONE);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/index`);
  const menu = page.locator(tid('nav-menu'));
  const toggle = page.locator(tid('nav-toggle'));
  await toggle.waitFor();
  assert.equal(await menu.isVisible(), false, 'the menu is folded until asked for');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.tap();
  await menu.waitFor({ state: 'visible' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  const links = menu.locator('a:visible');
  const n = await links.count();
  assert.ok(n >= 4, `only ${n} menu links`);
  const small = [];
  for (let i = 0; i < n; i++) {
    const box = await links.nth(i).boundingBox();
    if (box.height < 40 || box.x + box.width > PHONE.width) small.push(`${await links.nth(i).innerText()} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  assert.deepEqual(small, [], 'menu links smaller than a thumb or outside the screen');
  // The header's own controls: 44 px at least.
  for (const id of ['nav-toggle', 'province-picker-trigger', 'header-vip-button', 'header-search-button', 'nav-login-link']) {
    const box = await page.locator(tid(id)).boundingBox();
    assert.ok(box && box.height >= 44, `${id}: ${box && Math.round(box.height)} px high`);
  }
  // Choosing an entry navigates and folds the menu again.
  await menu.locator('a', { hasText: '查大学' }).first().tap();
  await page.waitForFunction(() => /university|query\/college/.test(location.hash));
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a wide table scrolls in its own box with the first column in view', async () => {
  const { page, context } = await newPage(browser, server.url, PHONE);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/query-batch`);
  const box = page.locator('.zy-table-scroll').first();
  await box.waitFor();
  const m = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  assert.ok(m.scroll > m.client, `the batch-line table fits (${m.scroll} ≤ ${m.client}): nothing to scroll`);
  const before = await box.locator('td').first().boundingBox();
  await box.evaluate((el) => { el.scrollLeft = 200; });
  const afterScroll = await box.locator('td').first().boundingBox();
  assert.ok(Math.abs(afterScroll.x - before.x) < 2, `the first column moved from ${before.x} to ${afterScroll.x}`);
  assert.ok(await box.evaluate((el) => el.scrollLeft) > 0, 'the box did not scroll');
  await context.close();
});
