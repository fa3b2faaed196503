// A visitor of the catalogue pages: the API's data for the expected values, a fresh
// page already in a province, and the check that a page stayed clean.
import assert from 'node:assert/strict';
import { DESKTOP, newPage } from './browser.mjs';
import { seedStorage } from './app.mjs';

export const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
export const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

/** The Data of a successful API answer (the test fails on any other Code). */
export async function apiData(server, path, body = {}) {
  const r = await server.api(path, body);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}

/** Opens `path` in a new context whose visitor has chosen 浙江. */
export async function visit(browser, server, path) {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await page.goto(`${server.url}/#${path}`);
  return { page, problems, context };
}

/** No console error and no request leaving the machine. */
export function assertClean(problems) {
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.outside, [], 'requests leaving the machine');
}

/** A browser context of its own for a user (null: nobody logged in), in 广东. */
export async function openAs(browser, server, login, viewport = DESKTOP) {
  const view = await newPage(browser, server.url, viewport);
  await seedStorage(view.page, server, login ? { ExamProvince: GUANGDONG, LoginData: login } : { ExamProvince: GUANGDONG });
  return view;
}

/**
 * Opens `path` and reloads until `check` holds: another user's write (a publication, an approval)
 * reaches the readers' side in its own time.
 */
export async function reloadUntil(server, page, path, check, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  await page.goto(`${server.url}/#${path}`);
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${path}: not as expected after ${timeout} ms`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}
