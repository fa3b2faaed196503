// Small helpers shared by the browser tests: test ids, inputs, storage seeding,
// logins through the API, and the SPEC §2 route table read from the web app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const tid = (id) => `[data-testid="${id}"]`;

/** The <input> behind a test id (on the input itself or on its wrapper). */
export const field = (page, id) => page.locator(`input${tid(id)}, ${tid(id)} input`).first();

/** Writes `zhiyuan:`-prefixed, JSON-encoded keys into localStorage before the app loads. */
export async function seedStorage(page, server, entries) {
  await page.goto(`${server.url}/readyz`); // same origin, no app: nothing reads storage yet
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(`zhiyuan:${k}`, JSON.stringify(v));
  }, entries);
}

/** Logs a phone in through the API (one SMS from 127.0.0.1); returns the login Data. */
export async function apiLogin(server, phone) {
  const sent = await server.api('Auth/SendValidateCode', { Phone: phone });
  if (sent.Code !== 0) throw new Error(`SendValidateCode: ${JSON.stringify(sent)}`);
  const login = await server.api('Auth/ValidateCodeLoginOrRegister', { Phone: phone, Code: await server.smsCode(phone) });
  if (login.Code !== 0) throw new Error(`login: ${JSON.stringify(login)}`);
  return login.Data;
}

export async function webConfig(server) {
  const r = await server.api('Config/WebConfig');
  if (r.Code !== 0) throw new Error(`WebConfig: ${JSON.stringify(r)}`);
  return r.Data;
}

/** Waits until a toast of the given kind shows the text. */
export async function expectToast(page, kind, text, timeout = 5000) {
  await page.locator(tid(`toast-${kind}`)).filter({ hasText: text }).first().waitFor({ timeout });
}

// The route table lives in web/src/app/routes/paths.ts (TypeScript; Node 20 cannot import it):
// read the string literals of each exported list.
const webSrc = resolve(import.meta.dirname, '..', '..', 'web', 'src');
const pathsFile = join(webSrc, 'app', 'routes', 'paths.ts');

function listOf(src, name) {
  const m = new RegExp(`export const ${name}\\b[^=]*=\\s*\\[([\\s\\S]*?)\\];`).exec(src);
  if (!m) throw new Error(`paths.ts: ${name} not found`);
  const body = m[1];
  const pairs = [...body.matchAll(/\[\s*'([^']+)'\s*,\s*'([^']*)'\s*\]/g)].map((x) => [x[1], x[2]]);
  if (pairs.length) return pairs;
  return [...body.matchAll(/'([^']+)'/g)].map((x) => [x[1], '']);
}

/** The SPEC §2 routes, grouped the way the router registers them. */
// The paths the feature route files (web/src/features/*/routes.tsx) register.
function featureRoutePaths() {
  const dir = join(webSrc, 'features');
  const out = [];
  for (const f of readdirSync(dir)) {
    if (!existsSync(join(dir, f)) || !statSync(join(dir, f)).isDirectory()) continue;
    // routes.tsx and other public route files (enroll-routes.tsx); protected-routes.tsx sit behind the login.
    const files = readdirSync(join(dir, f)).filter((n) => n === 'routes.tsx' || (n.endsWith('-routes.tsx') && !n.startsWith('protected')));
    for (const file of files) for (const m of readFileSync(join(dir, f, file), 'utf8').matchAll(/path:\s*'([^']+)'/g)) out.push(m[1]);
  }
  return out;
}

export function specRoutes() {
  const src = readFileSync(pathsFile, 'utf8');
  return {
    common: listOf(src, 'COMMON_ROUTES'),
    mainDevelop: listOf(src, 'MAIN_DEVELOP_ROUTES'),
    protectedDevelop: listOf(src, 'PROTECTED_DEVELOP_ROUTES'),
    career: listOf(src, 'CAREER_CHILD_ROUTES'),
    careerProtected: listOf(src, 'CAREER_PROTECTED_PATHS').map(([p]) => p),
    careerReading: listOf(src, 'CAREER_READING_PATHS').map(([p]) => p),
    careerCourses: listOf(src, 'CAREER_COURSE_PATHS').map(([p]) => p),
    careerMatters: listOf(src, 'CAREER_MATTERS_PATHS').map(([p]) => p),
    personal: listOf(src, 'PERSONAL_PATHS').map(([p]) => p),
    builtMain: listOf(src, 'BUILT_MAIN_PATHS').map(([p]) => p),
    features: featureRoutePaths(),
  };
}

/** Ticks the 用户协议 / 隐私政策 consent of a login form (prefix login-sms or login-password) unless ticked. */
export async function agreePolicies(page, prefix) {
  const box = page.locator(tid(`${prefix}-policy`));
  if (!(await box.evaluate((el) => el.classList.contains('checked')))) await box.click();
}

/**
 * Buys a product through the API and pays it on the local WeChat Pay simulator's page (the
 * development profile's stand-in for scanning the QR code); resolves once the order is paid.
 */
export async function apiBuy(server, login, productId = 'VIP_YEAR') {
  const r = await server.api('Payment/WechatQRCodePay', { ProductId: productId }, login.Token);
  if (r.Code !== 0) throw new Error(`WechatQRCodePay: ${JSON.stringify(r)}`);
  const paid = await fetch(`${server.url}/dev/wechatpay/pay`, {
    method: 'POST', body: new URLSearchParams({ out_trade_no: r.Data.OrderNo }), redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`simulator pay: HTTP ${paid.status} ${await paid.text()}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const s = await server.api('Payment/PaymentStatus', { OrderNo: r.Data.OrderNo }, login.Token);
    if (s.Code === 0 && s.Data.State === 'PAID') return s.Data;
    if (Date.now() > deadline) throw new Error(`order ${r.Data.OrderNo} not paid: ${JSON.stringify(s)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
