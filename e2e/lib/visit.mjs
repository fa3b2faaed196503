// A visitor of the catalogue pages: the API's data for the expected values, a fresh
// page already in a province, and the check that a page stayed clean.
import assert from 'node:assert/strict';
import { newPage } from './browser.mjs';
import { seedStorage } from './app.mjs';

export const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };

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
