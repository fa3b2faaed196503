// Phones (issue 15): no route scrolls sideways or runs off the left edge at 390 px (nor the main
// ones at 360 px), the navigation folds behind 菜单 with thumb-sized targets, tables scroll in
// their own box, the pager and the first-visit region picker fit a small screen.
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

// Opens path as a direct entry and answers what sticks out past the window's right edge, or
// starts left of its left edge where nothing can scroll to it ('' when nothing does). Content
// inside a box that scrolls or clips on its own is fine.
async function sideways(page, path) {
  await page.goto('about:blank');
  await page.goto(`${server.url}/#${path}`);
  await page.locator(tid('page-body')).or(page.locator(tid('login-page'))).first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth > width;
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const shown = (el, box) => box.width > 0 && box.height > 0 && (el.checkVisibility?.({ visibilityProperty: true }) ?? true);
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return ((wide && box.right > width + 1) || box.left < -1) && shown(el, box) && !clipped(el);
      })
      .slice(0, 3)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} (${box.left < -1 ? `left ${Math.round(box.left)}` : `right ${Math.round(box.right)}`})`;
      });
    if (!out.length) return '';
    return wide ? `page ${document.documentElement.scrollWidth} px wide: ${out.join(', ')}` : `off the left edge: ${out.join(', ')}`;
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
    '/enroll-data', '/enroll-plan', '/college-rank', '/specialty-detail?id=080901', '/profession', '/profession-seachlist?Name=工程师',
    '/profession-detail?ID=2-02-10-03', '/login']) {
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

test('on a narrow phone the pager fits one row of thumb-sized buttons', async () => {
  const { page, context } = await newPage(browser, server.url, { width: 360, height: 740 });
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/university`);
  const pager = page.locator(tid('college-pager'));
  await pager.locator('.ui.pagination a.item').first().waitFor();
  await pager.scrollIntoViewIfNeeded();
  const boxes = await pager.locator('.ui.pagination a.item, .zy-select, .zy-pager-total').evaluateAll((els) => els.map((el) => {
    const b = el.getBoundingClientRect();
    return { text: el.textContent.trim().slice(0, 8), x: b.x, right: b.right, y: b.y, height: b.height, item: el.matches('a.item') };
  }));
  const outside = boxes.filter((b) => b.x < 0 || b.right > 360).map((b) => `${b.text} ${Math.round(b.x)}–${Math.round(b.right)}`);
  assert.deepEqual(outside, [], 'pager parts off the screen');
  const items = boxes.filter((b) => b.item);
  assert.ok(items.length >= 5, `only ${items.length} pager buttons`);
  const small = boxes.filter((b) => b.text !== '' && !b.text.startsWith('共') && b.height < 44).map((b) => `${b.text} ${Math.round(b.height)}`);
  assert.deepEqual(small, [], 'pager controls below 44 px');
  assert.equal(new Set(items.map((b) => Math.round(b.y))).size, 1, 'the page buttons wrap onto a second row');
  // The next page is one tap away.
  await pager.locator('.ui.pagination a.item').filter({ hasText: /^2$/ }).tap();
  await pager.locator('.ui.pagination a.item.active').filter({ hasText: /^2$/ }).waitFor();
  await context.close();
});

test('at 360×740 the first-visit region picker shows every province and 先浏览全国 without scrolling', async () => {
  const viewport = { width: 360, height: 740 };
  const { page, problems, context } = await newPage(browser, server.url, viewport);
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('province-picker-forced')).waitFor();
  // The modal settles (its opening transition) before its parts are measured.
  await page.waitForFunction(() => {
    const m = document.querySelector('.zy-province-modal');
    return m && !m.classList.contains('animating') && getComputedStyle(m).opacity === '1';
  });
  const parts = await page.locator('[data-testid^="province-option-"], [data-testid="province-browse-national"]').evaluateAll((els) => els.map((el) => {
    const b = el.getBoundingClientRect();
    return { text: el.textContent.trim(), x: b.x, y: b.y, right: b.right, bottom: b.bottom, height: b.height };
  }));
  assert.ok(parts.length >= 32, `only ${parts.length - 1} provinces`);
  assert.ok(parts.some((p) => p.text === '先浏览全国'));
  const outside = parts.filter((p) => p.x < 0 || p.y < 0 || p.right > viewport.width || p.bottom > viewport.height)
    .map((p) => `${p.text} (${Math.round(p.x)}, ${Math.round(p.y)})–(${Math.round(p.right)}, ${Math.round(p.bottom)})`);
  assert.deepEqual(outside, [], 'picker options outside the 360×740 screen');
  const small = parts.filter((p) => p.height < 44).map((p) => `${p.text} ${Math.round(p.height)}`);
  assert.deepEqual(small, [], 'picker options below 44 px');
  // Browsing nationally, the compare page asks for a province outside its sideways-scrolling table.
  await page.locator(tid('province-browse-national')).tap();
  await page.locator(tid('province-picker-forced')).waitFor({ state: 'detached' });
  await page.evaluate(() => localStorage.setItem('zhiyuan:contrastList', JSON.stringify([{ Id: '10001', CollegeName: '北京大学' }, { Id: '10003', CollegeName: '清华大学' }])));
  await page.goto(`${server.url}/#/college-compareCollege`);
  const note = page.locator(tid('compare-admission-no-province'));
  await note.waitFor();
  assert.match(await note.innerText(), /^请先在页头选择所在省份/);
  assert.equal(await note.evaluate((el) => Boolean(el.closest('.zy-table-scroll'))), false, 'the note is inside the scrolling table');
  const box = await note.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `the note runs from ${box.x} to ${box.x + box.width}`);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
