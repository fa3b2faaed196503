// 运营后台 against the real binary: roles granted with `zhiyuan admin grant` on the server's
// machine. A logged-out visitor is sent to /login and a user without a role sees 没有访问运营后台的权限;
// an editor writes an article (a province, an uploaded image, a <script> and other hostile HTML in
// the Markdown) and submits it, without a 发布 button; a reviewer (another user) publishes it; it
// appears on the home page's news list, on the search page's 资讯 tab and as its own page, where
// nothing of the hostile HTML survives (no script element, no side effect on window); the
// reviewer withdraws it and it leaves /newslist. Made an admin, they add a friend link and set a
// parameter that readers then see; the console fits a 360 px screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { launch } from '../lib/browser.mjs';
import { apiLogin, field, tid } from '../lib/app.mjs';
import { assertClean, openAs, reloadUntil } from '../lib/visit.mjs';

const EDITOR_PHONE = '13800000941';
const REVIEWER_PHONE = '13800000942';
const PLAIN_PHONE = '13800000943';
const WORD = '鹦鹉螺';
const TITLE = `2027年${WORD}专项计划报名须知（${Date.now().toString(36)}）`;
// A 1×1 PNG: the upload is told by its content, not its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BODY = [
  `${WORD}专项计划面向农村和脱贫地区的考生，报名时间以高校公告为准。`,
  '',
  '## 报名条件',
  '',
  '- 具有本省户籍',
  '- 高中阶段在本省就读',
  '',
  "<script>window.__zyInjected = 'script'</script>",
  '',
  '<img src="x" onerror="window.__zyInjected = \'onerror\'">',
  '',
  "[点这里](javascript:window.__zyInjected='link')",
  '',
].join('\n');

let server, browser, editor, reviewer, plain, articleId;
let editorView, reviewerView;
before(async () => {
  server = await startServer();
  browser = await launch();
  // Three SMS logins (the most one address may ask for): a user must have registered before a grant.
  [editor, reviewer, plain] = [await apiLogin(server, EDITOR_PHONE), await apiLogin(server, REVIEWER_PHONE), await apiLogin(server, PLAIN_PHONE)];
  await server.cli('admin', 'grant', EDITOR_PHONE, 'editor');
  await server.cli('admin', 'grant', REVIEWER_PHONE, 'reviewer');
});
after(async () => { await browser?.close(); await server?.stop(); });

/** A browser of its own for a user (null: nobody logged in), in 广东; a page reloaded until a check holds. */
const viewAs = (login, viewport) => openAs(browser, server, login, viewport);
const eventually = (page, path, check, timeout) => reloadUntil(server, page, path, check, timeout);

/** Nothing of the hostile HTML in the page: no script from the body, no handler, no javascript: link, no side effect. */
async function assertNoInjection(page, where) {
  const found = await page.evaluate(() => ({
    flag: window.__zyInjected ?? null,
    scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent.includes('__zyInjected')).length,
    handlers: document.querySelectorAll('[onerror], [onclick], [onload]').length,
    links: document.querySelectorAll('a[href^="javascript:"]').length,
  }));
  assert.deepEqual(found, { flag: null, scripts: 0, handlers: 0, links: 0 }, where);
}

test('the console is hidden: logged out goes to /login, a user without a role is refused', { timeout: 60_000 }, async () => {
  const anon = await viewAs(null);
  await anon.page.goto(`${server.url}/#/admin`);
  await anon.page.locator(tid('login-page')).waitFor();
  assert.match(new URL(anon.page.url()).hash, /^#\/login\?redirect=%2Fadmin/);
  await anon.context.close();

  const { page, problems, context } = await viewAs(plain);
  await page.goto(`${server.url}/#/admin`);
  const refused = page.locator(tid('admin-forbidden'));
  await refused.waitFor();
  assert.match(await refused.textContent(), /没有访问运营后台的权限/);
  assert.equal(await page.locator(tid('admin-menu')).count(), 0);
  // No menu leads there.
  assert.equal(await page.locator('a[href="#/admin"]').count(), 0);
  assert.deepEqual(problems.outside, []);
  await context.close();
});

test('an editor writes an article with an image and submits it, without a 发布 button', { timeout: 120_000 }, async () => {
  editorView = await viewAs(editor);
  const { page } = editorView;
  await page.goto(`${server.url}/#/admin`);
  await page.waitForURL(/#\/admin\/news$/);
  await page.locator(tid('admin-list-row')).first().waitFor();
  assert.equal(await page.locator(tid('admin-menu-site')).count(), 0, 'an editor has no 站点设置');
  await page.locator(tid('admin-new')).click();
  await page.waitForURL(/#\/admin\/news\/new$/);

  await field(page, 'admin-title').fill(TITLE);
  await field(page, 'admin-category').fill('政策解读');
  await page.locator(tid('admin-summary')).fill(`${WORD}专项计划的报名条件和时间。`);
  await field(page, 'admin-source').fill('志愿编辑部');
  await page.getByLabel('省份（不选为全国）').selectOption({ label: '广东' });
  await page.locator(tid('admin-provinces-item')).filter({ hasText: '广东' }).waitFor();
  await field(page, 'admin-year').fill('2027');
  const body = page.locator(tid('admin-body'));
  await body.fill(BODY);

  // The image goes in where the cursor is (the end).
  await page.locator(tid('admin-upload-input')).setInputFiles({ name: '报名流程.png', mimeType: 'image/png', buffer: PNG });
  await page.waitForFunction((sel) => /!\[报名流程\.png\]\(\/uploads\/[0-9a-f]+\.png\)$/.test(document.querySelector(sel).value), tid('admin-body'));
  assert.equal(await page.locator(tid('admin-upload-error')).count(), 0);

  // The live preview: the server's sanitised HTML, with the image and without the script.
  const preview = page.locator(tid('admin-preview'));
  await preview.locator('img[src^="/uploads/"]').waitFor();
  await preview.locator('h2').filter({ hasText: '报名条件' }).waitFor();
  await assertNoInjection(page, 'the editor’s preview');

  await page.locator(tid('admin-save')).click();
  await page.waitForURL(/#\/admin\/news\/news-[0-9a-f]+$/);
  articleId = decodeURIComponent(new URL(page.url()).hash.split('/').pop());
  const state = page.locator(tid('admin-state'));
  await state.filter({ hasText: '草稿' }).waitFor();
  await page.locator(tid('admin-action-submit')).click();
  await state.filter({ hasText: '待审核' }).waitFor();
  assert.equal(await page.locator(tid('admin-action-publish')).count(), 0, 'with review on an editor has no 发布');
  const history = await page.locator(tid('admin-history-type')).allTextContents();
  assert.deepEqual(history, ['提交审核', '保存']);

  // The list shows it, in review.
  await page.locator(tid('admin-menu-news')).click();
  const row = page.locator(`${tid('admin-list-row')}[data-id="${articleId}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /待审核/);
  assert.match(await row.textContent(), /政策解读/);
  assertClean(editorView.problems);
});

test('a reviewer publishes it: the home page, the search page and its own page show it, without the hostile HTML', { timeout: 120_000 }, async () => {
  assert.ok(articleId, 'the editor’s test made the article');
  reviewerView = await viewAs(reviewer);
  const { page } = reviewerView;
  await page.goto(`${server.url}/#/admin/news/${encodeURIComponent(articleId)}`);
  await page.locator(tid('admin-action-publish')).click();
  await page.locator(tid('admin-publish-confirm')).click();
  await page.locator(tid('admin-state')).filter({ hasText: '已发布' }).waitFor();
  assert.deepEqual(await page.locator(tid('admin-history-type')).allTextContents(), ['发布', '提交审核', '保存']);
  assertClean(reviewerView.problems);

  const reader = await viewAs(null);
  const home = reader.page.locator(tid('home-news-item')).filter({ hasText: TITLE });
  await eventually(reader.page, '/index', async () => {
    await reader.page.locator(tid('home-news-item')).first().waitFor({ timeout: 5000 });
    return (await home.count()) === 1;
  });

  const hit = reader.page.locator(`${tid('search-pane-news')} ${tid('search-result')}`).filter({ hasText: TITLE });
  await eventually(reader.page, `/search?keywords=${encodeURIComponent(WORD)}`, async () => {
    await reader.page.locator(tid('search-found')).waitFor({ timeout: 5000 });
    return (await hit.count()) === 1;
  });

  await reader.page.goto(`${server.url}/#/newsdetail?id=${encodeURIComponent(articleId)}`);
  await reader.page.locator(tid('article-title')).filter({ hasText: TITLE }).waitFor();
  const article = reader.page.locator(tid('article'));
  await article.locator('h2').filter({ hasText: '报名条件' }).waitFor();
  const image = article.locator('img[src^="/uploads/"]');
  await image.waitFor();
  assert.ok(await image.evaluate((img) => img.complete && img.naturalWidth === 1), 'the uploaded image is served');
  await reader.page.waitForTimeout(300); // an onerror would have fired by now
  await assertNoInjection(reader.page, 'the published article');
  assertClean(reader.problems);
  await reader.context.close();
});

test('the reviewer withdraws it and it leaves /newslist', { timeout: 120_000 }, async () => {
  assert.ok(reviewerView, 'the reviewer published the article');
  const reader = await viewAs(null);
  const listed = reader.page.locator(tid('article-item')).filter({ hasText: TITLE });
  await eventually(reader.page, '/newslist', async () => {
    await reader.page.locator(tid('article-item')).first().waitFor({ timeout: 5000 });
    return (await listed.count()) === 1;
  });

  const { page } = reviewerView;
  await page.locator(tid('admin-action-withdraw')).click();
  await page.locator(tid('admin-withdraw-dialog-reason')).fill('报名时间待高校确认');
  await page.locator(tid('admin-withdraw-dialog-confirm')).click();
  await page.locator(tid('admin-state')).filter({ hasText: '已下线' }).waitFor();
  assert.match(await page.locator(tid('admin-note')).textContent(), /报名时间待高校确认/);

  await eventually(reader.page, '/newslist', async () => {
    await reader.page.locator(tid('article-item')).first().waitFor({ timeout: 5000 });
    return (await listed.count()) === 0;
  });
  assertClean(reviewerView.problems);
  assertClean(reader.problems);
  await reader.context.close();
  await reviewerView.context.close();
  await editorView?.context.close();
});

test('an admin edits the site (a friend link, a parameter); the console fits a 360 px screen', { timeout: 120_000 }, async () => {
  await server.cli('admin', 'grant', REVIEWER_PHONE, 'admin');
  const narrow = await viewAs(reviewer, { width: 360, height: 740 });
  for (const [path, id] of [['/admin/news', 'admin-list-row'], [`/admin/news/${encodeURIComponent(articleId)}`, 'admin-history'], ['/admin/site', 'admin-rows']]) {
    await narrow.page.goto(`${server.url}/#${path}`);
    await narrow.page.locator(tid(id)).first().waitFor();
    const width = await narrow.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `${path} scrolls sideways at 360 px: ${width}`);
  }
  assertClean(narrow.problems);
  await narrow.context.close();

  const { page, problems, context } = await viewAs(reviewer);
  await page.goto(`${server.url}/#/admin`);
  await page.locator(tid('admin-menu-site')).click();
  await page.locator(tid('admin-site-tab-ScriptInjectList')).click();
  assert.match(await page.locator(tid('admin-script-warning')).textContent(), /每一位读者的页面中运行/);
  await page.locator(tid('admin-json-input')).fill('[{"ScriptKey": ""}]');
  assert.equal(await page.locator(tid('admin-json-error')).textContent(), '第 1 项缺少 ScriptKey');
  assert.ok(await page.locator(tid('admin-json-save')).isDisabled());

  await page.locator(tid('admin-site-tab-FriendLinkList')).click();
  const rows = page.locator(tid('admin-row'));
  await rows.first().waitFor();
  const before = await rows.count();
  await page.locator(tid('admin-row-add')).click();
  await rows.nth(before).locator(tid('admin-row-Name')).fill('志愿测试友链');
  await rows.nth(before).locator(tid('admin-row-Url')).fill('https://example.org/zhiyuan');
  await page.locator(tid('admin-rows-save')).click();
  await page.locator(tid('toast-success')).filter({ hasText: '已保存友情链接' }).waitFor();
  await page.locator(tid('admin-row')).nth(before).waitFor(); // read again after the write

  await page.locator(tid('admin-site-tab-ParamList')).click();
  const phone = page.locator(tid('admin-param-Web_TelPhone'));
  await phone.locator(tid('admin-param-value')).fill('400-000-0941');
  await phone.locator(tid('admin-param-save')).click();
  await page.locator(tid('toast-success')).filter({ hasText: '已保存 Web_TelPhone' }).waitFor();
  assertClean(problems);
  await context.close();

  const reader = await viewAs(null);
  await eventually(reader.page, '/index', async () => {
    await reader.page.locator(tid('home-friend-link')).first().waitFor({ timeout: 5000 });
    return (await reader.page.locator(tid('home-friend-link')).filter({ hasText: '志愿测试友链' }).count()) === 1;
  });
  await reader.page.locator(tid('footer-phone')).filter({ hasText: '400-000-0941' }).waitFor();
  assertClean(reader.problems);
  await reader.context.close();
});
