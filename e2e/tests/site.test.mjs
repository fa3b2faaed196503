// The site shell driven by WebConfig: parameters set through the operator CLI show in the
// header and footer after a reload, the customer-service link follows KF_Enable, the exam
// countdown counts whole days to the province's CEEDate, and the scroll thresholds hold.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { expectToast, seedStorage, tid, webConfig } from '../lib/app.mjs';

let server, browser, scratch;
before(async () => {
  server = await startServer();
  browser = await launch();
  scratch = mkdtempSync(join(tmpdir(), 'zhiyuan-e2e-site-'));
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const DAY_MS = 86_400_000;

async function openHome(province = ZHEJIANG) {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: province });
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('home-page')).waitFor();
  return { page, problems, context };
}

// The countdown rule of SPEC §2, computed here the same way: local midnight of CEEDate,
// partial days round up, 0 once past.
// The exam date is midnight in Beijing (UTC+8, no daylight saving), wherever the test runs.
const BEIJING_MS = 8 * 3_600_000;
function expectedDays(ceeDate, now = Date.now()) {
  const [y, m, d] = ceeDate.split('-').map(Number);
  const diff = Date.UTC(y, m - 1, d) - BEIJING_MS - now;
  return diff <= 0 ? 0 : Math.ceil(diff / DAY_MS);
}

// The Beijing calendar date at instant t.
const localDate = (t) => {
  const d = new Date(t + BEIJING_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

// The read model follows the command side asynchronously: wait until WebConfig answers with the change.
async function until(check, what) {
  const deadline = Date.now() + 10_000;
  while (!check(await webConfig(server))) {
    if (Date.now() > deadline) throw new Error(`WebConfig never showed ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function setParam(key, value) {
  await server.cli('config', 'set', key, value);
  await until((c) => c.ParamList.some((p) => p.ParamKey === key && p.ParamValue === value), `${key}=${value}`);
}

// served: what WebConfig answers once the list is stored (a past date is the calendar's by then).
async function setProvinces(value, served = value) {
  const name = 'ProvinceList';
  const file = join(scratch, `${name}.json`);
  writeFileSync(file, JSON.stringify(value));
  await server.cli('config', 'section', name, file);
  const dates = (list) => list.map((p) => `${p.ProvinceId}:${p.CEEDate}`).join();
  await until((c) => dates(c.ProvinceList) === dates(served), 'the new ProvinceList');
}

test('hotline, footer contact and address follow parameters set through the CLI', async () => {
  const { page, problems, context } = await openHome();
  assert.equal(await page.locator(tid('header-hotline')).count(), 0, 'no hotline before one is set');
  assert.equal(await page.locator(tid('footer-phone')).count(), 0);
  const cfg = await webConfig(server);
  const param = (k) => cfg.ParamList.find((p) => p.ParamKey === k)?.ParamValue;
  assert.equal(await page.locator(tid('footer-copyright')).innerText(), param('Web_CopyRight'));

  await setParam('Web_TelPhone', '010-12345678');
  await setParam('Web_CompanyAddress', '北京市海淀区志愿路 1 号');
  await setParam('Web_ICP', '京ICP备00000000号');
  await page.reload();
  await page.locator(tid('home-page')).waitFor();
  assert.equal((await page.locator(tid('header-hotline')).innerText()).trim(), '服务热线：010-12345678');
  assert.equal((await page.locator(tid('footer-phone')).innerText()).trim(), '联系电话：010-12345678');
  assert.equal((await page.locator(tid('footer-address')).innerText()).trim(), '公司地址：北京市海淀区志愿路 1 号');
  assert.equal(await page.locator(tid('footer-icp')).innerText(), '京ICP备00000000号');
  // The same shell frames every other page, and the login page keeps the footer.
  await page.goto(`${server.url}/#/contrast`);
  await page.locator(tid('develop-page')).waitFor();
  assert.match(await page.locator(tid('header-hotline')).innerText(), /010-12345678/);
  await page.goto(`${server.url}/#/login`);
  await page.locator(tid('login-page')).waitFor();
  assert.match(await page.locator(tid('footer-phone')).innerText(), /010-12345678/);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('the customer-service link shows only when KF_Enable is exactly 0', async () => {
  const { page, problems, context } = await openHome();
  const kf = page.locator(tid('nav-kf-link'));
  const seen = {};
  for (const value of ['0', '', '1', '0']) {
    await setParam('KF_Enable', value);
    await page.reload();
    await page.locator(tid('nav-bar')).waitFor();
    await page.locator(tid('home-page')).waitFor();
    seen[JSON.stringify(value)] = await kf.count();
  }
  assert.deepEqual(seen, { '"0"': 1, '""': 0, '"1"': 0 });
  // No KF_Url yet: the link says the feature is coming instead of opening a window.
  await kf.click();
  await expectToast(page, 'info', '功能开发中');
  await setParam('KF_Url', 'http://127.0.0.1:9/kf');
  await page.reload();
  assert.equal(await kf.getAttribute('href'), 'http://127.0.0.1:9/kf');
  assert.equal(await kf.getAttribute('target'), '_blank');
  await setParam('KF_Enable', '1');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('the exam countdown shows whole days to the province CEEDate, rounding up', async () => {
  const original = (await webConfig(server)).ProvinceList;
  const zj = original.find((p) => p.ProvinceId === 33);
  const { page, problems, context } = await openHome();
  const before = expectedDays(zj.CEEDate);
  const shown = Number(await page.locator(tid('exam-countdown-days')).innerText());
  const later = expectedDays(zj.CEEDate);
  assert.ok(shown === before || shown === later, `shown ${shown}, expected ${before}`);
  assert.ok(shown > 0);
  assert.match(await page.locator(tid('exam-countdown')).innerText(), new RegExp(`距${zj.CEEDate.slice(0, 4)}年高考还有\\s*${shown}\\s*天`));

  // Web_ExamDate other than '0' hides it.
  await setParam('Web_ExamDate', '1');
  await page.reload();
  await page.locator(tid('home-page')).waitFor();
  assert.equal(await page.locator(tid('exam-countdown')).count(), 0);
  await setParam('Web_ExamDate', '0');

  // 浙江 set by the operator to tomorrow: less than a whole day left rounds up to 1. 广东 given a
  // date long past: a stale stored date gives way to the calendar's coming exam, never a 0 all year.
  const tomorrow = localDate(Date.now() + DAY_MS);
  const gd = original.find((p) => p.ProvinceId === 44);
  const changed = original.map((p) => (p.ProvinceId === 33 ? { ...p, CEEDate: tomorrow } : p.ProvinceId === 44 ? { ...p, CEEDate: '2020-06-07' } : p));
  await setProvinces(changed, changed.map((p) => (p.ProvinceId === 44 ? gd : p)));
  try {
    await page.reload();
    await page.locator(tid('home-page')).waitFor();
    assert.equal(await page.locator(tid('exam-countdown-days')).innerText(), String(expectedDays(tomorrow)));
    assert.equal(expectedDays(tomorrow), 1);
    // Switch to 广东 through the header picker: the countdown follows the selected province,
    // the temporary score info is cleared and the province is saved.
    await page.evaluate(() => localStorage.setItem('zhiyuan:tempScoreInfo', JSON.stringify({ Score: 600 })));
    await page.locator(tid('province-picker-trigger')).click();
    await page.locator(tid('province-option-44')).click();
    await page.locator(tid('province-picker-trigger')).filter({ hasText: '广东' }).waitFor();
    const gdDays = expectedDays(gd.CEEDate);
    assert.ok(gdDays > 0, `广东 ${gd.CEEDate}`);
    await page.locator(tid('exam-countdown-days')).filter({ hasText: new RegExp(`^(${gdDays}|${gdDays - 1})$`) }).waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('zhiyuan:tempScoreInfo'), JSON.parse(localStorage.getItem('zhiyuan:ExamProvince'))?.ProvinceId]);
    assert.deepEqual(stored, [null, 44]);
  } finally {
    await setProvinces(original);
  }
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('the nav bar fixes after 120 px of scroll, back-to-top appears after 500 px', async () => {
  const { page, problems, context } = await openHome();
  // Make the page tall enough to scroll well past both thresholds.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    filler.id = 'e2e-filler';
    document.querySelector('[data-testid="page-body"]').append(filler);
  });
  const nav = page.locator(tid('nav-bar'));
  const top = page.locator(tid('back-to-top'));
  const scrollTo = async (y) => {
    await page.evaluate((v) => window.scrollTo(0, v), y);
    await page.waitForFunction((v) => window.scrollY === v, y);
    // useScrollY updates once per animation frame: let two frames pass.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
  const state = async () => ({ fixed: await nav.getAttribute('data-fixed'), top: await top.count() });

  assert.deepEqual(await state(), { fixed: 'false', top: 0 });
  await scrollTo(120);
  assert.deepEqual(await state(), { fixed: 'false', top: 0 }, 'at 120 px');
  await scrollTo(121);
  assert.deepEqual(await state(), { fixed: 'true', top: 0 }, 'at 121 px');
  const box = await nav.boundingBox();
  assert.equal(Math.round(box.y), 0, 'the fixed bar sits at the top of the viewport');
  await scrollTo(500);
  assert.deepEqual(await state(), { fixed: 'true', top: 0 }, 'at 500 px');
  await scrollTo(501);
  assert.deepEqual(await state(), { fixed: 'true', top: 1 }, 'at 501 px');
  await scrollTo(1500);
  assert.ok(await top.isVisible());
  // Back to top scrolls home; both go away again.
  await top.click();
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
  await nav.and(page.locator('[data-fixed="false"]')).waitFor();
  await top.waitFor({ state: 'detached' });
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
