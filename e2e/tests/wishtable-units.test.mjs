// The 志愿表 editor's unit actions, done in a real browser against the real binary (until now they
// were tested through the API only): a student with a 广东 2026 物理 table (made through the API:
// an ordinary 院校专业组 and a special-type one found with the recommendation's special path)
// chooses three of a group's majors in the majors dialog and orders them with 上移 / 下移; turns
// 服从调剂 off and on again; writes a unit's note and the table's note; confirms the special unit's
// conditions; renames the table on /wish-list. Each change shows on the page after a reload, reads
// back through WishTable/Detail, and is one new version in WishTable/History made by the student.
// At 390 px every one of these dialogs fits the screen, and 取消 changes nothing.
// The expected values come from the API. The engine learns once after a start (about 20 s).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, DESKTOP, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiBuy, apiLogin, expectToast, seedStorage, tid } from '../lib/app.mjs';
import { apiData, assertClean } from '../lib/visit.mjs';
import { eventually } from '../lib/eventually.mjs';

const QUERY = { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 };
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const PHONE_NUMBER = '13800000751';
const MAJORS_LOAD = 120_000; // the group's plan (Recommend/GetRecommendMajorList) on a busy machine

let server, browser, student, tableId, plain, special, desk;
before(async () => {
  server = await startServer();
  browser = await launch();
  student = await apiLogin(server, PHONE_NUMBER);
  await apiBuy(server, student); // the editor's risk simulation is a members' feature
  await apiData(server, 'Recommend/GetRecommendStat', QUERY); // blocks until the engine has learned

  // An ordinary group whose 2026 plan lists at least three majors, and a special-type group.
  const list = await apiData(server, 'Recommend/GetRecommendCollegeList', { ...QUERY, Level: 'group', Label: '稳', PageIndex: 1, PageSize: 20 });
  for (const item of list.List.filter((i) => !i.Special)) {
    const names = await majorNames(item.UnitKey);
    if (names.length >= 3) {
      plain = { key: item.UnitKey, majors: names };
      break;
    }
  }
  assert.ok(plain, 'no 稳 group of 广东 2026 物理 at 600 has three majors in its plan');
  const specials = await apiData(server, 'Recommend/GetRecommendCollegeList', { ...QUERY, Level: 'group', Special: true, PageIndex: 1, PageSize: 10 });
  assert.ok(specials.List.length, 'the shipped data has no special-type group for 广东 2026 物理 at 600');
  special = { key: specials.List[0].UnitKey };

  ({ TableId: tableId } = await as('WishTable/Create', { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: QUERY.SelectSubjects, Score: 600 }));
  let { Version } = await as('WishTable/AddUnit', { TableId: tableId, Version: 1, UnitKey: plain.key, Source: 'recommend' });
  ({ Version } = await as('WishTable/AddUnit', { TableId: tableId, Version, UnitKey: special.key, Source: 'recommend' }));
  await eventually(async () => assert.deepEqual((await detail()).Units.map((u) => u.Key), [plain.key, special.key]));
});
after(async () => { await browser?.close(); await server?.stop(); });

async function as(path, body) {
  const r = await server.api(path, body, student.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}


/** A group's major names in the plan, each once, in the plan's order (what the dialog offers). */
async function majorNames(UnitKey) {
  const m = await apiData(server, 'Recommend/GetRecommendMajorList', { ...QUERY, UnitKey });
  return [...new Set((m.Majors ?? []).map((x) => x.MajorName).filter(Boolean))];
}

const detail = () => as('WishTable/Detail', { TableId: tableId });
const unitOf = (d, key) => d.Units.find((u) => u.Key === key);
const masked = (phone) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * The change after `version` is exactly one new version in the history, made by the student as
 * 创建者, whose summary holds each of `words`.
 */
async function oneNewVersion(version, ...words) {
  await eventually(async () => {
    const h = await as('WishTable/History', { TableId: tableId, AfterVersion: version });
    assert.equal(h.Version, version + 1);
    assert.deepEqual(h.List.map((c) => c.Version), [version + 1]);
    const [c] = h.List;
    assert.equal(c.Actor.UserId, student.UserId);
    assert.equal(c.Actor.Phone, masked(PHONE_NUMBER));
    assert.equal(c.ActorRole, 'owner');
    for (const w of words) assert.ok(c.Summary.includes(w), `history summary ${JSON.stringify(c.Summary)} lacks ${JSON.stringify(w)}`);
  });
}

async function open(path, viewport = DESKTOP) {
  const view = await newPage(browser, server.url, viewport);
  await seedStorage(view.page, server, { ExamProvince: GUANGDONG, LoginData: student, WishOnboarded: true });
  await view.page.goto(`${server.url}/#${path}`);
  return view;
}

/** Waits until the editor shows the table at `version`. */
const atVersion = (page, version) => page.locator(tid('wish-version')).filter({ hasText: `第 ${version} 版` }).waitFor();
const row = (page, key) => page.locator(`${tid('wish-unit')}[data-key="${key.replace(/"/g, '\\"')}"]`);

/** Reloads the editor and waits for the table at `version`. */
async function reloadAt(page, version) {
  await page.reload();
  await atVersion(page, version);
  await page.locator(tid('wish-unit')).first().waitFor();
}

/** '' when the page fits the width, else what sticks out past the right edge. */
const sideways = (page) => page.evaluate(() => {
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth <= width) return '';
  return [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1).slice(0, 3)
    .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`)
    .join(', ') || `scrollWidth ${document.documentElement.scrollWidth} > ${width}`;
});

/**
 * '' when the dialog `id` fits: the page does not scroll sideways (the brief's rule), and since a
 * modal sits in a fixed layer the document's width does not see, the dialog's own box is within
 * the screen and neither it nor its layer scrolls sideways.
 */
async function dialogFits(page, id) {
  const page_ = await sideways(page);
  if (page_) return page_;
  return page.locator(tid(id)).evaluate((modal) => {
    const width = window.innerWidth;
    const box = modal.getBoundingClientRect();
    if (box.left < 0 || box.right > width) return `the dialog spans ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`;
    const wide = [modal, modal.parentElement, ...modal.querySelectorAll('*')].find((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX));
    if (wide) return `${wide.tagName.toLowerCase()}.${String(wide.className).split(' ').join('.')} scrolls sideways (${wide.scrollWidth} > ${wide.clientWidth})`;
    const out = [...modal.querySelectorAll('*')].find((el) => el.getBoundingClientRect().right > box.right + 1);
    return out ? `${out.tagName.toLowerCase()}.${String(out.className).split(' ').join('.')} sticks out (right ${Math.round(out.getBoundingClientRect().right)} > ${Math.round(box.right)})` : '';
  });
}

test('at 390 px the majors dialog, the unit note dialog, the table note editor and the rename dialog fit the screen; 取消 changes nothing', { timeout: 300_000 }, async () => {
  const { Table: { Version: version, Name: name } } = await detail();
  const view = await open(`/wishtable?id=${tableId}`, PHONE);
  const { page } = view;
  await atVersion(page, version);
  await page.locator(tid('wish-unit')).first().waitFor();
  assert.equal(await sideways(page), '', 'the editor scrolls sideways');
  // The special unit's confirm button is on its row, within the screen.
  const confirm = row(page, special.key).locator(tid('wish-unit-confirm'));
  await confirm.waitFor();
  const box = await confirm.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the confirm button is at ${box.x}–${box.x + box.width}`);

  await row(page, plain.key).locator(tid('wish-unit-majors')).click();
  const majors = page.locator(tid('wish-majors-dialog'));
  await majors.locator(tid('wish-major-option')).first().waitFor({ timeout: MAJORS_LOAD });
  // Two ticked so the chosen list (with its 上移 / 下移 / 移除 buttons) is on screen too.
  await majors.locator(tid('wish-major-option')).nth(0).check();
  await majors.locator(tid('wish-major-option')).nth(1).check();
  await majors.locator(`${tid('wish-majors-chosen')} li`).nth(1).waitFor();
  assert.equal(await dialogFits(page, 'wish-majors-dialog'), '', 'the majors dialog does not fit');
  await page.screenshot({ path: join(artifacts, 'wishtable-majors-390.png') });
  await majors.getByRole('button', { name: '取消', exact: true }).click();
  await majors.waitFor({ state: 'detached' });

  await row(page, plain.key).locator(tid('wish-unit-note')).click();
  const note = page.locator(tid('wish-note-dialog'));
  await note.locator(tid('wish-note-input')).fill('只是看看，不保存');
  assert.equal(await dialogFits(page, 'wish-note-dialog'), '', 'the unit note dialog does not fit');
  await note.getByRole('button', { name: '取消', exact: true }).click();
  await note.waitFor({ state: 'detached' });

  await page.locator(tid('wish-table-note-edit')).click();
  await page.locator(tid('wish-table-note-input')).fill('只是看看，不保存');
  assert.equal(await sideways(page), '', 'the table note editor scrolls sideways');
  await page.locator('.zy-wish-note-form').getByRole('button', { name: '取消', exact: true }).click();
  await page.locator(tid('wish-table-note-text')).waitFor();

  await page.goto(`${server.url}/#/wish-list`);
  await page.locator(`${tid('wish-owned-row')}[data-table-id="${tableId}"] ${tid('wish-table-rename')}`).click();
  const rename = page.locator(tid('wish-rename-dialog'));
  assert.equal(await rename.locator(tid('wish-rename-input')).inputValue(), name);
  assert.equal(await dialogFits(page, 'wish-rename-dialog'), '', 'the rename dialog does not fit');
  await rename.getByRole('button', { name: '取消', exact: true }).click();
  await rename.waitFor({ state: 'detached' });

  // Nothing was sent: the table is as it was.
  const d = await detail();
  assert.equal(d.Table.Version, version);
  assert.equal(d.Table.Name, name);
  assert.deepEqual(unitOf(d, plain.key).Majors ?? [], []);
  assertClean(view.problems);
  await view.context.close();
});

test('选择专业: three majors ticked in the dialog and ordered with 上移 / 下移 are saved in that order', { timeout: 300_000 }, async () => {
  const { Table: { Version: version } } = await detail();
  desk = await open(`/wishtable?id=${tableId}`);
  const { page } = desk;
  await atVersion(page, version);
  const unit = row(page, plain.key);
  // No majors yet: the check says so.
  const none = (await detail()).Checks.find((c) => c.Key === plain.key && c.Kind === '未选专业');
  assert.ok(none, 'no 未选专业 check before the majors are chosen');
  await unit.locator(tid('wish-unit-checks')).filter({ hasText: none.Message }).waitFor();
  await unit.locator(tid('wish-unit-majors')).click();
  const dialog = page.locator(tid('wish-majors-dialog'));
  const options = dialog.locator(tid('wish-major-option'));
  await options.first().waitFor({ timeout: MAJORS_LOAD });
  // The dialog offers the plan's majors, as GetRecommendMajorList lists them.
  assert.deepEqual(await dialog.locator('.zy-wish-major-option > span:nth-of-type(1)').allInnerTexts(), plain.majors);
  const [a, b, c] = plain.majors;
  const option = (n) => dialog.locator('.zy-wish-major-option').filter({ has: page.getByText(n, { exact: true }) }).locator(tid('wish-major-option'));
  const chosen = () => dialog.locator(`${tid('wish-majors-chosen')} li > span`).allInnerTexts();
  for (const n of [a, b, c]) await option(n).check();
  assert.deepEqual(await chosen(), [a, b, c]);
  await dialog.getByRole('button', { name: `下移${a}`, exact: true }).click(); // b a c
  await dialog.getByRole('button', { name: `上移${c}`, exact: true }).click(); // b c a
  const order = [b, c, a];
  assert.deepEqual(await chosen(), order);
  await dialog.locator(tid('wish-majors-save')).click();
  await dialog.waitFor({ state: 'detached' });
  await atVersion(page, version + 1);

  await reloadAt(page, version + 1);
  assert.equal(await row(page, plain.key).locator(tid('wish-unit-majors-text')).innerText(), `专业：${order.map((n, i) => `${i + 1}.${n}`).join(' ')} · 服从调剂`);
  const d = await detail();
  assert.deepEqual(unitOf(d, plain.key).Majors.map((m) => m.Name), order);
  assert.equal(d.Checks.filter((c) => c.Key === plain.key && c.Kind === '未选专业').length, 0);
  assert.equal(await row(page, plain.key).locator(tid('wish-unit-checks')).filter({ hasText: none.Message }).count(), 0);
  await oneNewVersion(version, order.join('、'));

  // Opened again, the dialog starts from the saved order.
  await row(page, plain.key).locator(tid('wish-unit-majors')).click();
  await dialog.locator(tid('wish-majors-chosen')).waitFor();
  assert.deepEqual(await chosen(), order);
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assertClean(desk.problems);
});

test('服从调剂 off, then on again: each a version, shown after a reload with the 退档 warning while off', async () => {
  const { page } = desk;
  const { Table: { Version: version } } = await detail();
  const adjust = () => row(page, plain.key).locator(tid('wish-unit-adjust'));
  assert.equal(await adjust().isChecked(), true);

  await adjust().click();
  await atVersion(page, version + 1);
  await reloadAt(page, version + 1);
  assert.equal(await adjust().isChecked(), false);
  assert.match(await row(page, plain.key).locator(tid('wish-unit-majors-text')).innerText(), / · 不服从调剂$/);
  let d = await detail();
  assert.equal(unitOf(d, plain.key).Adjust, false);
  const warning = d.Checks.find((c) => c.Key === plain.key && c.Kind === '不服从调剂');
  assert.ok(warning, `no 不服从调剂 check: ${JSON.stringify(d.Checks)}`);
  await row(page, plain.key).locator(tid('wish-unit-checks')).filter({ hasText: warning.Message }).waitFor();
  await oneNewVersion(version, '不服从调剂');

  await adjust().click();
  await atVersion(page, version + 2);
  await reloadAt(page, version + 2);
  assert.equal(await adjust().isChecked(), true);
  assert.match(await row(page, plain.key).locator(tid('wish-unit-majors-text')).innerText(), / · 服从调剂$/);
  d = await detail();
  assert.equal(unitOf(d, plain.key).Adjust, true);
  assert.equal(d.Checks.filter((c) => c.Key === plain.key && c.Kind === '不服从调剂').length, 0);
  await oneNewVersion(version + 1, '改为服从调剂');
  assertClean(desk.problems);
});

test('备注: a unit’s note in its dialog and the table’s note in the head, typed and saved, each a version', async () => {
  const { page } = desk;
  const { Table: { Version: version } } = await detail();
  const unitNote = '家长意见：离家近，可以考虑';
  await row(page, plain.key).locator(tid('wish-unit-note')).click();
  const dialog = page.locator(tid('wish-note-dialog'));
  assert.equal(await dialog.locator(tid('wish-note-input')).inputValue(), '');
  await dialog.locator(tid('wish-note-input')).pressSequentially(unitNote);
  await dialog.locator(tid('wish-note-save')).click();
  await dialog.waitFor({ state: 'detached' });
  await atVersion(page, version + 1);
  await reloadAt(page, version + 1);
  assert.equal(await row(page, plain.key).locator(tid('wish-unit-note-text')).innerText(), `备注：${unitNote}`);
  assert.equal(await row(page, special.key).locator(tid('wish-unit-note-text')).count(), 0);
  assert.equal(unitOf(await detail(), plain.key).Note, unitNote);
  await oneNewVersion(version, unitNote);

  const tableNote = '最终版本请和班主任核对后再提交';
  assert.equal(await page.locator(tid('wish-table-note-text')).innerText(), '无');
  await page.locator(tid('wish-table-note-edit')).click();
  await page.locator(tid('wish-table-note-input')).pressSequentially(tableNote);
  await page.locator(tid('wish-table-note-save')).click();
  await atVersion(page, version + 2);
  await reloadAt(page, version + 2);
  assert.equal(await page.locator(tid('wish-table-note-text')).innerText(), tableNote);
  const d = await detail();
  assert.equal(d.Table.Note, tableNote);
  assert.equal(unitOf(d, plain.key).Note, unitNote);
  await oneNewVersion(version + 1, tableNote);
  assertClean(desk.problems);
});

test('a special-type unit: 确认已了解…要求 records the confirmation, and the 特殊类型待确认 check goes', async () => {
  const { page } = desk;
  let d = await detail();
  const version = d.Table.Version;
  const unit = unitOf(d, special.key);
  assert.ok(unit.Special, `the special path's unit is not special in the table: ${JSON.stringify(unit)}`);
  assert.equal(unit.Confirmed, false);
  const pending = d.Checks.find((c) => c.Key === special.key && c.Kind === '特殊类型待确认');
  assert.ok(pending, `no 特殊类型待确认 check: ${JSON.stringify(d.Checks)}`);
  await row(page, special.key).locator(tid('wish-unit-checks')).filter({ hasText: pending.Message }).waitFor();
  // The ordinary unit has nothing to confirm.
  assert.equal(await row(page, plain.key).locator(tid('wish-unit-confirm')).count(), 0);

  const confirm = row(page, special.key).locator(tid('wish-unit-confirm'));
  assert.equal(await confirm.innerText(), `确认已了解${unit.Special}要求`);
  await confirm.click();
  await atVersion(page, version + 1);
  await reloadAt(page, version + 1);
  assert.equal(await row(page, special.key).locator(tid('wish-unit-confirm')).count(), 0);
  await row(page, special.key).getByText('已确认特殊类型要求', { exact: true }).waitFor();
  d = await detail();
  assert.equal(unitOf(d, special.key).Confirmed, true);
  assert.equal(d.Checks.filter((c) => c.Key === special.key && c.Kind === '特殊类型待确认').length, 0);
  await oneNewVersion(version, '确认已了解');
  assertClean(desk.problems);
});

test('重命名 on /wish-list: the new name typed in the dialog is the table’s name everywhere', async () => {
  const { page } = desk;
  let d = await detail();
  const version = d.Table.Version;
  const name = `${d.Table.Name}（定稿）`;
  await page.goto(`${server.url}/#/wish-list`);
  const tableRow = page.locator(`${tid('wish-owned-row')}[data-table-id="${tableId}"]`);
  await tableRow.locator(tid('wish-table-rename')).click();
  const dialog = page.locator(tid('wish-rename-dialog'));
  const input = dialog.locator(tid('wish-rename-input'));
  assert.equal(await input.inputValue(), d.Table.Name);
  await input.press('End');
  await input.pressSequentially('（定稿）');
  await dialog.locator(tid('wish-rename-save')).click();
  await expectToast(page, 'success', '已重命名');
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
  await tableRow.locator(tid('wish-table-name')).filter({ hasText: name }).waitFor();
  assert.equal(await tableRow.locator(tid('wish-table-name')).innerText(), name);
  d = await detail();
  assert.equal(d.Table.Name, name);
  assert.equal(d.Table.Version, version + 1);
  await oneNewVersion(version, `「${name}」`);

  await page.goto(`${server.url}/#/wishtable?id=${tableId}`);
  await atVersion(page, version + 1);
  assert.equal(await page.locator(tid('wish-name')).innerText(), name);
  // The history page lists the session's changes, newest first, each by the student.
  const history = await as('WishTable/History', { TableId: tableId, PageSize: 100 });
  await page.goto(`${server.url}/#/wish-detail?id=${tableId}`);
  await page.locator(tid('wish-history-row')).first().waitFor();
  const rows = page.locator(tid('wish-history-row'));
  assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => Number(e.dataset.version))), history.List.map((c) => c.Version));
  assert.deepEqual(await page.locator(tid('wish-history-summary')).allInnerTexts(), history.List.map((c) => c.Summary));
  for (const text of await page.locator(tid('wish-history-actor')).allInnerTexts()) assert.ok(text.includes(masked(PHONE_NUMBER)), text);
  assertClean(desk.problems);
  await desk.context.close();
});
