// 志愿表 against the real binary: a signed-in student builds a table from 推荐结果 (加入志愿表 on
// four units: the first creates the table), drags a unit by its handle to another place (kept
// over a reload), sees the checks and both risk estimates; shares the table by phone with a second
// user as editor, who (in a browser of their own) removes a unit; the owner sees it and the
// history names the second user and their role; a restore to the version before works; a stale
// edit on the owner's page opens the conflict dialog with the second user's change and 重新执行
// applies it; a one-time 仅查看 link (sign in first) lets a third user in without edit controls;
// the xlsx and PDF downloads are real files; /online-print lists the units.
// The expected figures come from the API. The engine learns once after a start (about 20 s).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, DESKTOP, launch, newPage } from '../lib/browser.mjs';
import { apiBuy, apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { apiData, assertClean } from '../lib/visit.mjs';
import { eventually } from '../lib/eventually.mjs';

const FIRST_ANSWER = 180_000;
const QUERY = { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 };
const SEARCH = 'province=44&year=2026&track=物理&subj=物理,化学,生物&score=600';
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const OWNER_PHONE = '13800000711';
const EDITOR_PHONE = '13800000712';
const VIEWER_PHONE = '13800000713';

let server, browser, owner, editor, tableId, ownerView, editorView;
before(async () => {
  server = await startServer();
  browser = await launch();
  [owner, editor] = [await apiLogin(server, OWNER_PHONE), await apiLogin(server, EDITOR_PHONE)];
  await apiBuy(server, owner); // sharing, the simulation and the downloads are members' features
  await apiData(server, 'Recommend/GetRecommendStat', QUERY); // blocks until the engine has learned
});
after(async () => { await browser?.close(); await server?.stop(); });

async function as(login, path, body) {
  const r = await server.api(path, body, login.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}

const detail = () => as(owner, 'WishTable/Detail', { TableId: tableId });
const keys = async () => (await detail()).Units.map((u) => u.Key);
const percent = (p) => `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
/** A whole-list figure as the panel states it: never 100 % or 0 %. */
const outcome = (p) => (p >= 99 ? '≥99%' : p <= 1 ? '≤1%' : percent(p));
const masked = (phone) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

async function open(login, path, viewport = DESKTOP) {
  const view = await newPage(browser, server.url, viewport);
  await seedStorage(view.page, server, { ExamProvince: GUANGDONG, LoginData: login });
  await view.page.goto(`${server.url}/#${path}`);
  return view;
}

/** Waits until the editor shows the table at `version`. */
const atVersion = (page, version) => page.locator(tid('wish-version')).filter({ hasText: `第 ${version} 版` }).waitFor();

test('加入志愿表 on the recommendation page builds a table: the first creates it, the next go to the end', { timeout: 300_000 }, async () => {
  ownerView = await open(owner, `/recommend-index?${SEARCH}`);
  const { page } = ownerView;
  const rows = page.locator(tid('rec-row'));
  await rows.first().waitFor({ timeout: FIRST_ANSWER });
  // No table yet: the dialog offers a new one pre-filled from the recommendation.
  await rows.nth(0).locator(tid('rec-row-add')).click();
  const dialog = page.locator(tid('wish-add-dialog'));
  await dialog.locator(tid('wish-add-none')).waitFor();
  // The province list loads with the dialog: its value is there once the options are.
  await eventually(async () => assert.equal(await dialog.locator(tid('wish-create-province')).inputValue(), '44'));
  await dialog.locator(`${tid('wish-create-year')} option[value="2026"]`).waitFor({ state: 'attached' });
  assert.equal(await dialog.locator(tid('wish-create-year')).inputValue(), '2026');
  assert.equal(await dialog.locator(tid('wish-create-track-物理')).getAttribute('aria-pressed'), 'true');
  assert.equal(await dialog.locator(tid('wish-create-subject-化学')).isChecked(), true);
  assert.equal(await dialog.locator(tid('wish-create-score')).inputValue(), '600');
  await dialog.locator(`${tid('wish-create-submit')}:not([disabled])`).click();
  await rows.nth(0).locator(tid('rec-row-add-done')).filter({ hasText: '已加入第1位' }).waitFor();
  for (const i of [1, 2, 3]) {
    await rows.nth(i).locator(tid('rec-row-add')).click();
    await rows.nth(i).locator(tid('rec-row-add-done')).filter({ hasText: `已加入第${i + 1}位` }).waitFor();
  }
  // The same unit again: the server's reason, on the row.
  await rows.nth(0).locator(tid('rec-row-add')).click();
  await rows.nth(0).locator(tid('rec-row-add-error')).filter({ hasText: '已在志愿表第1位' }).waitFor();

  const list = await apiData(server, 'Recommend/GetRecommendCollegeList', { ...QUERY, Level: 'group', Label: '稳', PageIndex: 1, PageSize: 10 });
  await eventually(async () => {
    const lists = await as(owner, 'WishTable/List', {});
    assert.equal(lists.Owned.length, 1);
    tableId = lists.Owned[0].TableId;
    assert.deepEqual(await keys(), list.List.slice(0, 4).map((i) => i.UnitKey));
  });
  assertClean(ownerView.problems);
});

test('the editor: the hint hides itself, a unit dragged by its handle keeps its place over a reload; checks and both risk estimates', async () => {
  const { page } = ownerView;
  const before = await keys();
  await page.goto(`${server.url}/#/wishtable?id=${tableId}`);
  await page.locator(tid('wish-unit')).first().waitFor();
  // First open: the hint points at the first handle and at the checks, and is gone after 3 s.
  const hint = page.locator(tid('wish-onboarding'));
  await hint.waitFor();
  const shown = Date.now();
  await page.locator(tid('wish-onboarding-line-handle')).waitFor({ state: 'attached' });
  await page.locator(tid('wish-onboarding-line-checks')).waitFor({ state: 'attached' });
  await hint.waitFor({ state: 'detached', timeout: 6000 });
  assert.ok(Date.now() - shown >= 2500, 'the hint hid before 3 s');
  assert.equal(await page.locator(tid('wish-unit-handle')).first().getAttribute('title'), '上下拖动此处滑块可调整志愿顺序');

  // A real pointer drag: the first unit's handle down onto the third unit.
  await page.locator(tid('wish-unit')).first().evaluate((el) => { el.scrollIntoView({ block: 'start' }); window.scrollBy(0, -140); });
  const handle = await page.locator(tid('wish-unit-handle')).first().boundingBox();
  const first = await page.locator(tid('wish-unit')).nth(0).boundingBox();
  const third = await page.locator(tid('wish-unit')).nth(2).boundingBox();
  const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  const dy = third.y + third.height / 2 - (first.y + first.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 12, { steps: 4 });
  await page.mouse.move(x, y + dy + 6, { steps: 16 });
  await page.mouse.up();
  await atVersion(page, 6);
  const moved = [before[1], before[2], before[0], before[3]];
  await eventually(async () => assert.deepEqual(await keys(), moved));
  await page.reload();
  await page.locator(tid('wish-unit')).first().waitFor();
  assert.deepEqual(await page.locator(tid('wish-unit')).evaluateAll((els) => els.map((e) => e.dataset.key)), moved);

  // The checks beside the list, each unit's linked; the risk of version 6, both estimates named.
  const d = await detail();
  await page.locator(tid('wish-check')).first().waitFor();
  assert.equal(await page.locator(tid('wish-check')).count(), d.Checks.length);
  const risk = await as(owner, 'WishTable/Risk', { TableId: tableId });
  const panel = page.locator(tid('wish-risk'));
  await panel.locator(tid('wish-risk-correlated-filed')).filter({ hasText: outcome(risk.Correlated.Filed) }).waitFor();
  assert.equal(await panel.locator(tid('wish-risk-independent-slide')).innerText(), outcome(risk.Independent.Slide));
  assert.match(await panel.innerText(), /相关估计（考虑同年整体冷热）[\s\S]*独立估计（假设各志愿互不相关）/);
  assert.equal(await panel.locator(tid('wish-risk-unit')).count(), 4);
  await page.screenshot({ path: join(artifacts, 'wishtable-editor.png'), fullPage: true });
  assertClean(ownerView.problems);
});

test('shared by phone as editor, the second user removes a unit; the owner sees it and the history names them with their role; a restore brings it back', async () => {
  const { page } = ownerView;
  await page.locator(tid('wish-share-phone')).fill(EDITOR_PHONE);
  await page.locator(tid('wish-share-role')).selectOption('editor');
  await page.locator(tid('wish-share-submit')).click();
  await page.locator(tid('wish-member')).filter({ hasText: masked(EDITOR_PHONE) }).waitFor();
  assert.equal(await page.locator(tid('wish-member-role')).inputValue(), 'editor');

  // The second user, in a browser of their own: the shared table with its owner and their role.
  editorView = await open(editor, '/wish-list');
  const ed = editorView.page;
  const shared = ed.locator(tid('wish-shared-row'));
  await shared.waitFor();
  assert.match(await shared.locator(tid('wish-shared-owner')).innerText(), new RegExp(`${masked(OWNER_PHONE).replace(/\*/g, '\\*')}[\\s\\S]*可编辑`));
  await shared.locator(tid('wish-table-open')).click();
  await ed.locator(tid('wish-role')).filter({ hasText: '可编辑' }).waitFor();
  const { Table: { Version: version }, Units } = await detail();
  const beforeRemove = Units.map((u) => u.Key);
  await atVersion(ed, version);
  await ed.locator(tid('wish-unit')).last().locator(tid('wish-unit-remove')).click();
  await atVersion(ed, version + 1);
  assert.equal(await ed.locator(tid('wish-unit')).count(), 3);
  assert.equal(await ed.locator(tid('wish-share')).count(), 0, 'an editor sees the owner’s sharing panel');

  // The owner sees the change, and who made it.
  await page.reload();
  await atVersion(page, version + 1);
  assert.deepEqual(await page.locator(tid('wish-unit')).evaluateAll((els) => els.map((e) => e.dataset.key)), beforeRemove.slice(0, 3));
  await page.locator(tid('wish-nav-history')).click();
  const newest = page.locator(tid('wish-history-row')).first();
  await newest.waitFor();
  assert.equal(await newest.getAttribute('data-version'), String(version + 1));
  assert.match(await newest.locator(tid('wish-history-actor')).innerText(), new RegExp(masked(EDITOR_PHONE).replace(/\*/g, '\\*')));
  assert.equal(await newest.locator(tid('wish-history-role')).innerText(), '可编辑');
  assert.match(await newest.locator(tid('wish-history-summary')).innerText(), /移除/);

  // Two versions compared, then 恢复到此版本 (the version before the removal).
  await page.locator(`${tid('wish-history-row')}[data-version="${version}"] ${tid('wish-history-pick')}`).check();
  await newest.locator(tid('wish-history-pick')).check();
  await page.locator(tid('wish-diff-removed')).waitFor();
  await page.locator(`${tid('wish-history-row')}[data-version="${version}"] ${tid('wish-history-restore')}`).click();
  await page.locator(tid('wish-restore-dialog-confirm')).click();
  await page.locator(tid('wish-history-row')).first().and(page.locator(`[data-version="${version + 2}"]`)).waitFor();
  await eventually(async () => assert.deepEqual(await keys(), beforeRemove));
  await page.screenshot({ path: join(artifacts, 'wishtable-history.png'), fullPage: true });
  assertClean(ownerView.problems);
  assertClean(editorView.problems);
});

test('a stale edit opens the conflict dialog with the other user’s change; 重新执行 applies it to the table as it is now', async () => {
  const { page } = ownerView;
  await page.goto(`${server.url}/#/wishtable?id=${tableId}`);
  const d = await detail();
  await atVersion(page, d.Table.Version);
  // Meanwhile the second user moves the first unit down (their own call, with their token).
  const units = d.Units.map((u) => u.Key);
  await as(editor, 'WishTable/MoveUnit', { TableId: tableId, Version: d.Table.Version, UnitKey: units[0], To: 2 });
  // The owner's page still shows the old version: 上移 on the third unit is refused as stale.
  await page.locator(tid('wish-unit')).nth(2).locator(tid('wish-unit-up')).click();
  const dialog = page.locator(tid('wish-conflict'));
  await dialog.waitFor();
  assert.match(await dialog.locator(tid('wish-conflict-versions')).innerText(), new RegExp(`第 ${d.Table.Version} 版，现在是第 ${d.Table.Version + 1} 版`));
  const change = dialog.locator(tid('wish-conflict-change'));
  assert.equal(await change.count(), 1);
  assert.match(await change.innerText(), new RegExp(`${masked(EDITOR_PHONE).replace(/\*/g, '\\*')}[\\s\\S]*可编辑`));
  await dialog.locator(tid('wish-conflict-reapply')).click();
  await atVersion(page, d.Table.Version + 2);
  // Their move, then the owner's: units[2] one place up from where it was.
  await eventually(async () => assert.deepEqual(await keys(), [units[1], units[2], units[0], units[3]]));
  assertClean(ownerView.problems);
});

test('a one-time link as 仅查看: a visitor signs in first, then accepts it and sees the table without edit controls; the link is used', async () => {
  const { page } = ownerView;
  await page.locator(tid('wish-link-role')).selectOption('viewer');
  await page.locator(tid('wish-link-create')).click();
  const url = await page.locator(tid('wish-link-url')).inputValue();
  assert.match(url, new RegExp(`^${server.url}/#/wish-table\\?join=${tableId}\\.`));
  const viewer = await newPage(browser, server.url);
  await seedStorage(viewer.page, server, { ExamProvince: GUANGDONG });
  await viewer.page.goto(url);
  await viewer.page.waitForFunction(() => location.hash.startsWith('#/login?redirect='));
  assert.equal(new URLSearchParams(new URL(viewer.page.url()).hash.split('?')[1]).get('redirect'), new URL(url).hash.slice(1));
  await seedStorage(viewer.page, server, { ExamProvince: GUANGDONG, LoginData: await apiLogin(server, VIEWER_PHONE) });
  await viewer.page.goto(url);
  await viewer.page.locator(tid('wish-join-accept')).click();
  await viewer.page.locator(tid('wish-role')).filter({ hasText: '仅查看' }).waitFor();
  assert.ok(viewer.page.url().includes(`#/wishtable?id=${tableId}`));
  await viewer.page.locator(tid('wish-unit')).first().waitFor();
  for (const control of ['wish-unit-handle', 'wish-unit-up', 'wish-unit-remove', 'wish-unit-note', 'wish-search', 'wish-share']) {
    assert.equal(await viewer.page.locator(tid(control)).count(), 0, `a viewer sees ${control}`);
  }
  assertClean(viewer.problems);
  await viewer.context.close();
  await page.reload();
  await page.locator(`${tid('wish-link')}[data-state="used"]`).waitFor();
  await page.locator(tid('wish-member')).filter({ hasText: masked(VIEWER_PHONE) }).waitFor();
});

test('the xlsx and PDF downloads are the files; /online-print lists the units', async () => {
  const { page } = ownerView;
  await page.goto(`${server.url}/#/download?id=${tableId}`);
  for (const [format, type] of [['xlsx', 'spreadsheetml'], ['pdf', 'application/pdf']]) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/WishTable/Export'));
    const saved = page.waitForEvent('download');
    await page.locator(tid(`wish-download-${format}`)).click();
    assert.match((await answer).headers()['content-type'], new RegExp(type));
    // The file the page saved (the blob it received).
    const download = await saved;
    assert.match(download.suggestedFilename(), new RegExp(`-v\\d+\\.${format}$`));
    const body = readFileSync(await download.path());
    if (format === 'pdf') assert.equal(body.subarray(0, 4).toString('latin1'), '%PDF');
    else {
      assert.equal(body.subarray(0, 2).toString('latin1'), 'PK', 'the xlsx is not a zip');
      assert.ok(body.includes('xl/worksheets/'), 'the xlsx has no worksheet');
    }
  }
  const d = await detail();
  await page.goto(`${server.url}/#/online-print?id=${tableId}`);
  await page.locator(tid('wish-print-row')).first().waitFor();
  assert.deepEqual(await page.locator(tid('wish-print-college')).allInnerTexts(), d.Units.map((u) => u.CollegeName));
  assert.deepEqual(await page.locator(tid('wish-print-group')).allInnerTexts(), d.Units.map((u) => u.GroupCode));
  assert.match(await page.locator(tid('wish-print-version')).innerText(), new RegExp(`表版本 v${d.Table.Version}`));
  assertClean(ownerView.problems);
  await ownerView.context.close();
  await editorView.context.close();
});

test('on a 360 px phone every wish table page fits the screen; the handles and the actions are thumb-sized', async () => {
  const view = await open(editor, `/wishtable?id=${tableId}`, { width: 360, height: 740 });
  const { page } = view;
  // '' when the page fits, else what sticks out past the right edge (outside boxes that scroll on their own).
  const sideways = () => page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return '';
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    return [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el)).slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`).join(', ');
  });
  await page.locator(tid('wish-unit')).first().waitFor();
  await page.locator(tid('wish-risk-correlated')).waitFor();
  assert.equal(await sideways(), '', 'the editor scrolls sideways');
  for (const id of ['wish-unit-handle', 'wish-unit-up', 'wish-unit-remove', 'wish-unit-adjust']) {
    const box = await page.locator(tid(id)).first().evaluate((el) => (el.closest('label') ?? el).getBoundingClientRect().toJSON());
    assert.ok(box.height >= 44, `${id} is ${box.height} px high`);
  }
  await page.screenshot({ path: join(artifacts, 'wishtable-editor-360.png'), fullPage: true });
  for (const [path, ready] of [['/wish-list', 'wish-shared-row'], [`/wish-detail?id=${tableId}`, 'wish-history-row'], [`/wish-result?id=${tableId}`, 'wish-result-unit'],
    [`/download?id=${tableId}`, 'wish-download-pdf'], [`/online-print?id=${tableId}`, 'wish-print-row']]) {
    await page.goto(`${server.url}/#${path}`);
    await page.locator(tid(ready)).first().waitFor();
    assert.equal(await sideways(), '', `${path} scrolls sideways`);
  }
  assertClean(view.problems);
  await view.context.close();
});
