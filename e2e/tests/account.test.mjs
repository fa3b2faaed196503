// The account through the UI: an SMS login, /setaccount sets a login name and password,
// the nav dropdown logs out (the token stops working), the password tab logs back in,
// /setpwd changes the password.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { agreePolicies, apiLogin, expectToast, field, seedStorage, tid } from '../lib/app.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const storedToken = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:LoginData') ?? 'null')?.Token ?? null);
const tokenCode = async (token) => (await server.api('User/GetUserStudent', {}, token)).Code;

async function openUserMenu(page) {
  await page.locator(tid('nav-user-name')).click();
  await page.locator(tid('nav-logout')).waitFor();
}

async function logoutFromNav(page) {
  await openUserMenu(page);
  await page.locator(tid('nav-logout')).click();
  await page.waitForURL(/#\/login/);
  await page.locator(tid('login-page')).waitFor();
}

async function passwordLogin(page, name, password) {
  await page.locator(tid('login-tab-password')).click();
  await field(page, 'login-username').fill(name);
  await field(page, 'login-password').fill(password);
  await agreePolicies(page, 'login-password');
  await page.locator(tid('login-submit-password')).click();
}

test('set a login name and password, log out from the nav, log in with the password tab', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  const phone = '13800000301';
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });

  // 1. SMS login through the UI (the one UI SMS of this file).
  await page.goto(`${server.url}/#/login`);
  await field(page, 'login-phone').fill(phone);
  await page.locator(tid('login-send-sms')).click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel)?.dataset.remaining) > 0, tid('login-send-sms'));
  await field(page, 'login-sms-code').fill(await server.smsCode(phone));
  await agreePolicies(page, 'login-sms');
  await page.locator(tid('login-submit-sms')).click();
  await page.locator(tid('nav-user-name')).waitFor();
  const smsToken = await storedToken(page);
  assert.equal(await tokenCode(smsToken), 0);

  // No login name yet: the dropdown has no password setting.
  await openUserMenu(page);
  assert.equal(await page.locator(tid('nav-user-setpwd')).count(), 0);
  await page.keyboard.press('Escape');

  // 2. /setaccount: a free login name and a password. The side nav offers account setting
  //    while there is no login name, password setting once there is (SPEC §5).
  await page.goto(`${server.url}/#/setaccount`);
  await page.locator(tid('setaccount-page')).waitFor();
  assert.deepEqual([await page.locator(tid('side-setaccount')).count(), await page.locator(tid('side-setpwd')).count()], [1, 0]);
  const name = field(page, 'setaccount-login-name');
  await name.fill('1bad');
  await field(page, 'setaccount-password').fill('short');
  await field(page, 'setaccount-confirm').fill('short');
  await page.locator(tid('setaccount-submit')).click();
  await expectToast(page, 'warning', '登录名为4–20位字母、数字或下划线，且以字母开头');
  await name.fill('zhiyuan_e2e');
  await name.blur();
  await page.locator(tid('setaccount-name-state')).filter({ hasText: '该登录名可以使用' }).waitFor();
  await field(page, 'setaccount-password').fill('abc12345');
  await field(page, 'setaccount-confirm').fill('abc12346');
  await page.locator(tid('setaccount-submit')).click();
  await expectToast(page, 'warning', '两次输入的密码不一致');
  await field(page, 'setaccount-confirm').fill('abc12345');
  await page.locator(tid('setaccount-submit')).click();
  await expectToast(page, 'success', '账号设置成功');
  await page.locator(tid('setaccount-done')).waitFor();
  await page.locator(tid('side-setpwd')).waitFor();
  assert.equal(await page.locator(tid('side-setaccount')).count(), 0);
  await openUserMenu(page);
  await page.locator(tid('nav-user-setpwd')).waitFor(); // a login name now: password setting appears
  await page.keyboard.press('Escape');

  // 3. Log out from the nav dropdown: /login, storage cleared, the token answers 112.
  await logoutFromNav(page);
  assert.equal(await storedToken(page), null);
  assert.equal(await tokenCode(smsToken), 112);

  // 4. The password tab: a wrong password is refused, the right one logs in.
  await passwordLogin(page, 'zhiyuan_e2e', 'abc99999');
  await expectToast(page, 'error', '登录名或密码错误');
  assert.equal(await storedToken(page), null);
  await field(page, 'login-password').fill('abc12345');
  await page.locator(tid('login-submit-password')).click();
  await expectToast(page, 'success', '登录成功');
  await page.locator(tid('nav-user-name')).waitFor();
  const pwdToken = await storedToken(page);
  assert.ok(pwdToken && pwdToken !== smsToken);
  assert.equal(await tokenCode(pwdToken), 0);

  // 5. /setpwd changes the password: the old one stops working, the new one logs in.
  await openUserMenu(page);
  await page.locator(tid('nav-user-setpwd')).click();
  await page.locator(tid('setpwd-page')).waitFor();
  await field(page, 'setpwd-old').fill('abc12345');
  await field(page, 'setpwd-new').fill('xyz98765');
  await field(page, 'setpwd-confirm').fill('xyz98765');
  await page.locator(tid('setpwd-submit')).click();
  await expectToast(page, 'success', '密码修改成功');
  await logoutFromNav(page);
  await passwordLogin(page, 'zhiyuan_e2e', 'abc12345'); // the old password no longer works
  await expectToast(page, 'error', '登录名或密码错误');
  await field(page, 'login-password').fill('xyz98765');
  await page.locator(tid('login-submit-password')).click();
  await page.locator(tid('nav-user-name')).waitFor();
  assert.equal(await tokenCode(await storedToken(page)), 0);

  // The account history lists what happened, by the user, from this machine.
  await page.goto(`${server.url}/#/account-history`);
  await page.locator(tid('history-table')).waitFor();
  const summaries = (await page.locator(tid('history-row')).allInnerTexts()).join('\n');
  assert.match(summaries, /zhiyuan_e2e|登录名/, summaries);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('logout from the nav dropdown goes to /login and the token stops working', async () => {
  const login = await apiLogin(server, '13800000302');
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG, LoginData: login });
  await page.goto(`${server.url}/#/helpcenter`);
  await page.locator(tid('nav-user-name')).waitFor();
  assert.equal(await tokenCode(login.Token), 0);
  await logoutFromNav(page);
  assert.equal(await storedToken(page), null);
  assert.equal(await tokenCode(login.Token), 112);
  // Logged out for good: the nav offers login again, protected pages send to /login.
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('nav-login-link')).waitFor();
  await page.goto(`${server.url}/#/userinfo`);
  await page.waitForURL(/#\/login\?redirect=/);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a session ended elsewhere: the next answer is Code 112, login data is cleared, /login follows', async () => {
  const login = await apiLogin(server, '13800000303'); // the third and last SMS of this file
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG, LoginData: login });
  await page.goto(`${server.url}/#/helpcenter`);
  await page.locator(tid('nav-user-name')).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal((await server.api('Auth/Loginout', {}, login.Token)).Code, 0);
  // An in-app navigation (no reload) makes the next request: the personal center loads the profile.
  await openUserMenu(page);
  await page.locator(tid('nav-user-info')).click();
  await page.waitForURL(/#\/login/);
  await page.locator(tid('login-page')).waitFor();
  assert.equal(await storedToken(page), null);
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('nav-login-link')).waitFor();
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
