// Speed of the first route, measured in headless Chromium against the real binary and
// written to test-artifacts/web-speed.json. Printed, not asserted (issue #3 budgets:
// ≤ 200 KB gzipped JS for the first route, home page ready ≤ 1.5 s on localhost).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../lib/server.mjs';
import { artifacts, DESKTOP, launch, newPage, PHONE } from '../lib/browser.mjs';
import { seedStorage, tid } from '../lib/app.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const ZHEJIANG = { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' };
const RUNS = 5;
const results = {};

// Records, in page time (ms since navigation start), when the home page is in the DOM.
const readyProbe = () => {
  const done = () => {
    if (window.__homeReady === undefined && document.querySelector('[data-testid="home-page"]')) window.__homeReady = performance.now();
  };
  new MutationObserver(done).observe(document, { childList: true, subtree: true });
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;
const stats = (xs) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)), runs: xs.map(round) });

async function measureLoad(page) {
  const t0 = Date.now();
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('home-page')).waitFor();
  const wall = Date.now() - t0;
  const ready = await page.evaluate(() => window.__homeReady);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd, firstContentfulPaint: fcp ? fcp.startTime : null };
  });
  return { ready, wall, ...nav };
}

test('JavaScript the first route loads, gzipped', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  const scripts = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r); });
  await page.goto(`${server.url}/#/index`);
  await page.locator(tid('home-page')).waitFor();
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const r of scripts) {
    const body = await r.body();
    const sizes = await r.request().sizes();
    files.push({
      file: new URL(r.url()).pathname,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      contentEncoding: (await r.allHeaders())['content-encoding'] ?? null,
      transferredBody: sizes.responseBodySize,
    });
  }
  const total = (k) => files.reduce((s, f) => s + f[k], 0);
  results.firstRouteJs = {
    route: '/index',
    files,
    totalBytes: total('bytes'),
    totalGzipBytes: total('gzip'),
    totalGzipKiB: round(total('gzip') / 1024),
    transferredBodyBytes: total('transferredBody'),
    budgetKB: 200,
  };
  console.log(`first route JS: ${files.length} files, ${round(total('bytes') / 1024)} KiB raw, ${results.firstRouteJs.totalGzipKiB} KiB gzipped, ${round(total('transferredBody') / 1024)} KiB on the wire`);
  for (const f of files) console.log(`  ${f.file.padEnd(36)} ${String(f.bytes).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip  (${f.contentEncoding ?? 'identity'})`);
  assert.ok(files.length > 0, 'no script loaded');
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('time until the home page is ready', async () => {
  // Warm the server (first WebConfig read, file cache) once; not counted.
  { const { page, context } = await newPage(browser, server.url); await seedStorage(page, server, { ExamProvince: ZHEJIANG }); await measureLoad(page); await context.close(); }
  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const { page, context } = await newPage(browser, server.url); // a fresh context: empty HTTP cache
    await seedStorage(page, server, { ExamProvince: ZHEJIANG });
    await page.addInitScript(readyProbe);
    cold.push(await measureLoad(page));
    await context.close();
  }
  const warm = [];
  const { page, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await page.addInitScript(readyProbe);
  await measureLoad(page);
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    warm.push(await measureLoad(page)); // assets from the HTTP cache (immutable), WebConfig fresh
  }
  await context.close();
  const pick = (runs, k) => stats(runs.map((r) => r[k]));
  results.homeReady = {
    definition: 'ms from navigation start until [data-testid=home-page] is in the DOM (WebConfig loaded, home chunk rendered)',
    budgetMs: 1500,
    cold: { ready: pick(cold, 'ready'), firstContentfulPaint: pick(cold, 'firstContentfulPaint'), domContentLoaded: pick(cold, 'domContentLoaded'), wallClock: pick(cold, 'wall') },
    warm: { ready: pick(warm, 'ready'), firstContentfulPaint: pick(warm, 'firstContentfulPaint'), domContentLoaded: pick(warm, 'domContentLoaded'), wallClock: pick(warm, 'wall') },
  };
  console.log(`home page ready: cold median ${results.homeReady.cold.ready.median} ms (${results.homeReady.cold.ready.runs.join(', ')}), warm median ${results.homeReady.warm.ready.median} ms`);
  assert.ok(cold.every((r) => typeof r.ready === 'number'), 'the probe did not see the home page');
});

// First content of the main routes, each opened cold (a fresh context) as a direct entry, on a
// desktop and on a phone viewport: the first contentful paint and the page's own element.
const MAIN_ROUTES = [
  ['/university', 'university-page'], ['/university-detail?id=10001', 'college-detail-page'], ['/query-rank', 'query-rank-page'],
  ['/enroll-data', 'enroll-data-page'], ['/specialty-detail?id=080901', 'major-detail-page'], ['/search?keywords=北京大学', 'search-page'],
];
test('first content of the main routes, cold, at 1366 and 390 px', async () => {
  const out = {};
  for (const viewport of [DESKTOP, PHONE]) {
    for (const [path, testId] of MAIN_ROUTES) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const { page, context } = await newPage(browser, server.url, viewport);
        await seedStorage(page, server, { ExamProvince: ZHEJIANG });
        await page.goto(`${server.url}/#${path}`);
        await page.locator(tid(testId)).waitFor();
        runs.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null));
        await context.close();
      }
      out[`${path} @${viewport.width}`] = stats(runs.filter((x) => typeof x === 'number'));
    }
  }
  results.firstContent = { definition: 'first-contentful-paint (ms from navigation start), cold, median of 3', budgetMs: 1000, routes: out };
  for (const [k, v] of Object.entries(out)) console.log(`first content ${k}: median ${v.median} ms`);
  assert.ok(Object.values(out).every((v) => v.runs.length > 0), 'no paint was recorded');
});

test('write test-artifacts/web-speed.json', () => {
  assert.ok(results.firstRouteJs && results.homeReady && results.firstContent, 'a measurement is missing');
  const chromium = browser.version();
  const out = { measuredAt: new Date().toISOString(), chromium, viewport: '1366x900', server: 'bin/zhiyuan run (localhost)', ...results };
  writeFileSync(join(artifacts, 'web-speed.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written ${join(artifacts, 'web-speed.json')}`);
});
