// Headless Debian Chromium through playwright-core (no browser download here).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const artifacts = resolve(import.meta.dirname, '..', '..', 'test-artifacts');

export async function launch() {
  mkdirSync(artifacts, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// newPage opens a page that records console errors, failed requests and any
// request that leaves the machine.
// viewport: the desktop 1366×900 unless a test asks for a phone's (PHONE).
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
export async function newPage(browser, baseURL, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  const problems = { consoleErrors: [], outside: [], failed: [] };
  page.on('console', (m) => { if (m.type() === 'error') problems.consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => problems.consoleErrors.push(String(e)));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && !['data:', 'blob:'].includes(u.protocol)) problems.outside.push(r.url());
  });
  page.on('requestfailed', (r) => problems.failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.baseURL = baseURL;
  return { page, context, problems };
}
