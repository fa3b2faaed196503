// 会员 against the real binary: a signed-in student opens /openvip, sees the products with what
// each unlocks, pays one by the QR code (the local WeChat Pay simulator stands in for the phone:
// its page, opened in a second tab, pays the order), watches the status turn to 已支付 and the
// personal center header show the product; then activates a card an operator issued with
// `zhiyuan cards issue` (a wrong secret first: the one generic answer).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { DESKTOP, PHONE, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, field, seedStorage, tid } from '../lib/app.mjs';
import { assertClean } from '../lib/visit.mjs';

let server, browser, login, view;
before(async () => {
  server = await startServer();
  browser = await launch();
  login = await apiLogin(server, '13800000931');
  view = await newPage(browser, server.url, DESKTOP);
  await seedStorage(view.page, server, { ExamProvince: { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' }, LoginData: login });
});
after(async () => { await browser?.close(); await server?.stop(); });

test('at 390 px each product says when it would end, and the quarter warns before the filling window, above the pay button', { timeout: 60_000 }, async () => {
  const phone = await newPage(browser, server.url, PHONE);
  await seedStorage(phone.page, server, { ExamProvince: { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' }, LoginData: login });
  const { page } = phone;
  await page.goto(`${server.url}/#/openvip`);
  const season = page.locator(tid('openvip-product-VIP_FILLING_SEASON'));
  await season.waitFor();
  assert.match(await season.locator(tid('openvip-product-ends')).textContent(), /^购买后到期：20\d\d-\d\d-\d\d/);
  const quarter = page.locator(tid('openvip-product-VIP_SEASON'));
  const ends = quarter.locator(tid('openvip-product-ends'));
  assert.match(await ends.textContent(), /^购买后到期：20\d\d-\d\d-\d\d$/);
  const warning = quarter.locator(tid('openvip-product-warning'));
  if (await warning.count()) {
    assert.match(await warning.textContent(), /到期，.*届时需续费/);
    const [w, pay] = [await warning.boundingBox(), await quarter.locator(tid('openvip-pay-VIP_SEASON')).boundingBox()];
    assert.ok(w.y + w.height <= pay.y, 'the warning is above the pay button');
    assert.ok(w.x >= 0 && w.x + w.width <= PHONE.width, 'the warning fits the screen');
  }
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE.width, '/openvip scrolls sideways at 390 px');
  assertClean(phone.problems);
  await phone.context.close();
});

test('buying on /openvip: products, the QR code, paying on the simulator, 已支付 and the header', { timeout: 120_000 }, async () => {
  const { page, context } = view;
  await page.goto(`${server.url}/#/openvip`);
  const season = page.locator(tid('openvip-product-VIP_SEASON'));
  await season.waitFor();
  const text = await season.textContent();
  for (const want of ['志愿填报会员（季度）', '49.00', '多张志愿表', '家人协作', '整表模拟', '导出志愿表']) assert.ok(text.includes(want), `product card lacks ${want}: ${text}`);
  await page.locator(tid('openvip-pay-VIP_SEASON')).click();
  await page.locator(tid('openvip-qr')).waitFor();
  assert.match(await page.locator(tid('openvip-order-state')).textContent(), /待支付/);
  const orderNo = /ZY\w+/.exec(await page.locator(tid('openvip-order-no')).textContent())[0];

  // The "phone": the simulator's page for this order, in a second tab.
  const href = await page.locator(tid('openvip-dev-pay')).getAttribute('href');
  assert.ok(href.includes(orderNo), href);
  const phone = await context.newPage();
  await phone.goto(new URL(href, server.url).href);
  await phone.getByRole('button', { name: '支付成功' }).click();
  await phone.getByText('微信支付订单号').waitFor();
  await phone.close();

  await page.locator(tid('openvip-paid')).waitFor({ timeout: 20_000 });
  const header = page.locator(tid('personal-vip-product'));
  await header.filter({ hasText: '志愿填报会员（季度）' }).waitFor({ timeout: 10_000 });
  const r = await server.api('Payment/PaymentStatus', { OrderNo: orderNo }, login.Token);
  assert.equal(r.Data.State, 'PAID');
  assertClean(view.problems);
});

test('activating a card: a wrong secret gets the generic answer, the right one grants the product', { timeout: 120_000 }, async () => {
  const { page } = view;
  const file = join(server.dataDir, 'cards.csv');
  await server.cli('cards', 'issue', '-product', 'VIP_YEAR', '-count', '2', '-expires', '2030-09-01', '-out', file);
  const [number, secret] = readFileSync(file, 'utf8').trim().split('\n')[1].split(',');
  await page.locator(tid('openvip-pay-close')).click(); // the paid order's dialog
  await field(page, 'openvip-card-no').fill(number);
  await field(page, 'openvip-card-pwd').fill('ABCD-EFGH-JKMN-PQRS');
  await page.locator(tid('openvip-card-submit')).click();
  await page.locator(tid('openvip-card-error')).filter({ hasText: '卡号或卡密错误' }).waitFor();
  await field(page, 'openvip-card-pwd').fill(secret.toLowerCase());
  await page.locator(tid('openvip-card-submit')).click();
  await page.locator(tid('openvip-card-result')).filter({ hasText: '志愿填报会员（年度）' }).waitFor();
  await page.locator(tid('personal-vip-product')).filter({ hasText: '志愿填报会员（年度）' }).waitFor({ timeout: 10_000 });
  assertClean(view.problems);
});
