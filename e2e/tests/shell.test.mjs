import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const tid = (id) => `[data-testid="${id}"]`;

test('home renders header, nav and footer from WebConfig, with no outside request', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await page.goto(`${server.url}/`);
  await page.waitForURL(/#\/index/);
  // No province saved yet: the forced picker appears; choose 浙江.
  await page.locator(tid('province-picker-forced')).waitFor();
  await page.locator(tid('province-option-33')).click();
  await page.locator(tid('site-header')).waitFor();
  const nav = await page.locator(tid('nav-bar')).innerText();
  for (const name of ['首页', '查大学', '查专业', '志愿填报']) assert.ok(nav.includes(name), `nav lacks ${name}: ${nav}`);
  const footer = await page.locator(tid('site-footer')).innerText();
  assert.ok(footer.includes('Copyright © 2026 志愿 Zhiyuan'), footer);
  assert.equal(await page.locator(tid('province-picker-trigger')).innerText(), '浙江');
  await page.screenshot({ path: join(artifacts, 'home.png'), fullPage: true });
  assert.deepEqual(problems.outside, [], 'requests left the machine');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('the header search box trims and caps at 20 characters', async () => {
  const { page, context } = await newPage(browser, server.url);
  await page.goto(`${server.url}/#/index`);
  const input = page.locator(`${tid('header-search-input')} input, input${tid('header-search-input')}`).first();
  await input.fill('  北京大学  ');
  await input.press('Enter');
  await page.waitForURL(/#\/search\?keywords=/);
  assert.equal(decodeURIComponent(new URL(page.url().replace('#/', '')).searchParams.get('keywords')), '北京大学');
  await page.goto(`${server.url}/#/index`);
  await input.fill('一二三四五六七八九十一二三四五六七八九十超出');
  assert.equal((await input.inputValue()).length, 20);
  await context.close();
});

test('a protected route sends a logged-out visitor to /login', async () => {
  const { page, context } = await newPage(browser, server.url);
  await page.goto(`${server.url}/#/examinee`);
  await page.waitForURL(/#\/login/);
  await page.locator(tid('login-page')).waitFor();
  await context.close();
});

test('the first-visit region picker can be closed: the visitor browses nationally, and may choose later', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await page.goto(`${server.url}/#/university`);
  await page.locator(tid('province-picker-forced')).waitFor();
  // A deep link keeps its page under the picker; every province shows at once.
  await page.locator(tid('university-page')).waitFor(); // the linked page is there, under the picker
  assert.ok(await page.locator('[data-testid^="province-option-"]').count() >= 31);
  await page.locator(tid('province-browse-national')).click();
  await page.locator(tid('province-picker-forced')).waitFor({ state: 'detached' });
  assert.equal(await page.locator(tid('province-picker-trigger')).innerText(), '全国');
  await page.reload();
  await page.locator(tid('university-page')).waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.locator(tid('province-picker-forced')).count(), 0, 'the picker came back after a reload');
  // Choosing later still works, and Escape closes the picker opened from the header.
  await page.locator(tid('province-picker-trigger')).click();
  await page.locator(tid('province-picker')).waitFor();
  await page.keyboard.press('Escape');
  await page.locator(tid('province-picker')).waitFor({ state: 'detached' });
  await page.locator(tid('province-picker-trigger')).click();
  await page.locator(tid('province-option-44')).click();
  await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
