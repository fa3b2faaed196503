import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { agreePolicies, expectToast } from '../lib/app.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const tid = (id) => `[data-testid="${id}"]`;
const field = (page, id) => page.locator(`input${tid(id)}, ${tid(id)} input`).first();

test('SMS login through the UI, edit the profile, see it in the account history', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  const phone = '13912345678';
  await page.goto(`${server.url}/#/login`);
  await page.locator(tid('sms-login-form')).waitFor();
  await field(page, 'login-phone').fill(phone);
  await page.locator(tid('login-send-sms')).click();
  // The resend button counts down before another code can be asked for.
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.match(/\d+/), tid('login-send-sms'));
  const code = await server.smsCode(phone);
  await field(page, 'login-sms-code').fill(code);
  // Without consent to the 用户协议 and 隐私政策 nothing is sent; the texts are a link away.
  await page.locator(tid('login-submit-sms')).click();
  await expectToast(page, 'warning', '请先阅读并同意《用户协议》和《隐私政策》');
  assert.equal(await page.locator(tid('login-sms-privacy-link')).getAttribute('href'), '#/privacy');
  await agreePolicies(page, 'login-sms');
  await page.locator(tid('login-submit-sms')).click();
  await page.locator(tid('nav-user-name')).waitFor();
  await page.locator(tid('province-option-44')).click(); // no province saved yet: the picker asks
  // Choosing a province reloads the home page (via /refresh) after 300 ms.
  await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();
  await page.waitForTimeout(800);
  await page.goto(`${server.url}/#/userinfo`);
  await page.locator(tid('userinfo-page')).waitFor();
  await field(page, 'profile-nickname').fill('小志');
  await field(page, 'profile-student-name').fill('王志远');
  await page.locator(`${tid('profile-sex-1')}`).click();
  await page.locator(tid('profile-save')).click();
  await page.locator(tid('personal-nickname')).filter({ hasText: '小志' }).waitFor();
  await page.goto(`${server.url}/#/account-history`);
  await page.locator(tid('history-table')).waitFor();
  const first = await page.locator(tid('history-summary')).first().innerText();
  assert.ok(first.includes('昵称') && first.includes('小志'), first);
  // The consent is in the history, with the version agreed to.
  const all = await page.locator(tid('history-summary')).allInnerTexts();
  assert.ok(all.some((t) => /阅读并同意《用户协议》和《隐私政策》（\d{4}-\d{2}-\d{2} 版）/.test(t)), all.join(' | '));
  await page.screenshot({ path: join(artifacts, 'personal-center.png'), fullPage: true });
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('a Code 112 answer clears the login and sends the user to /login', async () => {
  const { page, context } = await newPage(browser, server.url);
  const phone = '13912345679';
  await server.api('Auth/SendValidateCode', { Phone: phone }, '', { 'X-Forwarded-For': '10.0.0.9' });
  const login = await server.api('Auth/ValidateCodeLoginOrRegister', { Phone: phone, Code: await server.smsCode(phone) });
  // A link carries a one-time code (login-link.test.mjs); the page's session is its own.
  const link = await server.api('Auth/CreateLoginLink', {}, login.Data.Token);
  await page.goto(`${server.url}/#/index?Token=${encodeURIComponent(link.Data.LinkCode)}`);
  await page.locator(tid('nav-user-name')).waitFor({ timeout: 15000 });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:LoginData')).Token);
  await server.api('Auth/Loginout', {}, token); // the session ends elsewhere
  // Go to a page that asks the server again (a same-hash goto would not reload).
  await page.goto(`${server.url}/#/userinfo`);
  await page.reload();
  await page.waitForURL(/#\/login/, { timeout: 10000 });
  await context.close();
});
