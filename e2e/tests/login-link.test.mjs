// Token login via a link (SPEC §4, issue 35): a link carries a one-time code, never a session
// token; opened where another user is signed in it asks 切换到该账号？ first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { expectToast, seedStorage, tid } from '../lib/app.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:LoginData') ?? 'null'));

/** A user signed in through the API from an address of their own, with a nickname to recognise. */
async function user(phone, nick, ip) {
  const sent = await server.api('Auth/SendValidateCode', { Phone: phone }, '', { 'X-Forwarded-For': ip });
  assert.equal(sent.Code, 0, JSON.stringify(sent));
  const login = await server.api('Auth/ValidateCodeLoginOrRegister', { Phone: phone, Code: await server.smsCode(phone) }, '',
    { 'X-Forwarded-For': ip });
  assert.equal(login.Code, 0, JSON.stringify(login));
  const named = await server.api('User/UpdateUserStudent', { NickName: nick, StudentName: nick, Sex: 1 }, login.Data.Token);
  assert.equal(named.Code, 0, JSON.stringify(named));
  return login.Data;
}

async function linkFor(login) {
  const r = await server.api('Auth/CreateLoginLink', {}, login.Token);
  assert.equal(r.Code, 0, JSON.stringify(r));
  assert.match(r.Data.LinkCode, /^zyl\./);
  return r.Data.LinkCode;
}

/** Opens a link as a fresh page load (a link followed from another app or site). */
async function open(page, code, path = '/#/userinfo') {
  await page.goto('about:blank');
  await page.goto(`${server.url}${path}?Token=${encodeURIComponent(code)}`);
}

const navName = (page, nick) => page.locator(tid('nav-user-name')).filter({ hasText: nick }).waitFor({ timeout: 15000 });

test('a link signs in when signed out, once; another user\'s link asks, cancel keeps, confirm switches', async () => {
  const a = await user('13912340001', '甲家长', '10.35.0.1');
  const b = await user('13912340002', '乙家长', '10.35.0.2');
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  const dialogs = [];
  let answer = 'dismiss';
  page.on('dialog', async (d) => { dialogs.push(d.message()); await (answer === 'accept' ? d.accept() : d.dismiss()); });

  // 1. Signed out: A's link signs A in, without asking, and leaves the address.
  const codeA = await linkFor(a);
  await open(page, codeA);
  await navName(page, '甲家长');
  assert.equal(dialogs.length, 0);
  assert.ok(!page.url().includes('Token='), page.url());
  const signedA = await stored(page);
  assert.equal(signedA.UserId, a.UserId);
  assert.notEqual(signedA.Token, a.Token); // a session of its own

  // 2. B's link while A is signed in: asked; cancel keeps A and drops the code from the address.
  const codeB = await linkFor(b);
  await open(page, codeB);
  await navName(page, '甲家长');
  assert.equal(dialogs.length, 1);
  assert.match(dialogs[0], /^切换到该账号？/);
  assert.ok(dialogs[0].includes('139****0002') && dialogs[0].includes('甲家长'), dialogs[0]);
  assert.ok(!page.url().includes('Token='), page.url());
  assert.equal((await stored(page)).Token, signedA.Token);

  // 3. The same link again, confirmed this time: B is signed in here.
  answer = 'accept';
  await open(page, codeB);
  await navName(page, '乙家长');
  assert.equal(dialogs.length, 2);
  assert.equal((await stored(page)).UserId, b.UserId);
  assert.ok(!page.url().includes('Token='), page.url());
  await page.screenshot({ path: join(artifacts, 'login-link-switched.png') });

  // 4. A used code does nothing: B stays, and the page says why.
  await open(page, codeB);
  await expectToast(page, 'error', '该登录链接已使用过，请重新获取', 15000);
  await navName(page, '乙家长');
  assert.equal((await stored(page)).UserId, b.UserId);
  assert.equal(dialogs.length, 2);
  assert.deepEqual(problems.outside, []);
  await context.close();

  // 5. Signed out, A's used code signs nobody in.
  const fresh = await newPage(browser, server.url);
  await seedStorage(fresh.page, server, { ExamProvince: ZHEJIANG });
  await open(fresh.page, codeA, '/#/index');
  await expectToast(fresh.page, 'error', '该登录链接已使用过，请重新获取', 15000);
  assert.equal(await stored(fresh.page), null);
  assert.equal(await fresh.page.locator(tid('nav-user-name')).count(), 0);
  await fresh.context.close();
});

test('an old link carrying a session token signs nobody in and says so', async () => {
  const c = await user('13912340003', '丙家长', '10.35.0.3');
  const { page, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await open(page, c.Token, '/#/index');
  await expectToast(page, 'error', '该登录链接无效或为已停用的旧版链接，请重新获取登录链接', 15000);
  assert.equal(await stored(page), null);
  assert.ok(!page.url().includes('Token='), page.url());
  // The API refuses it too, whoever sends it.
  const r = await server.api('Auth/LoginByLink', { LinkCode: c.Token });
  assert.equal(r.Code, 400);
  assert.equal(r.Message, '登录链接无效，请重新获取');
  await context.close();
});
