// The college pages against the real binary and its imported catalogue: the university filter
// panel with its state in the URL, a college's detail, 加入志愿表 on its lines (a signed-in
// student), the compare page fed by the contrastList storage key, and the rankings with their
// descriptions. Every number checked here is read from the API the page uses, never typed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

const open = (path) => visit(browser, server, path);

const query = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

/** Waits until the list has settled on `total` results (the confirm button is back from 搜索中...). */
async function listSettles(page, total) {
  await page.locator(tid('college-total')).filter({ hasText: `共找到 ${total} 所院校` }).waitFor();
  await page.locator(tid('college-filter-confirm')).filter({ hasText: '确认筛选' }).waitFor();
}

/** The college ids of the shown cards, in order. */
const cardIds = (page) => page.locator(`${tid('college-list')} > .item`).evaluateAll((els) => els.map((e) => e.dataset.testid.slice('college-card-'.length)));

const clean = assertClean;

test('the filter panel: 北京 + 985, 不限 clears, page size, reload keeps the filters', async () => {
  const { page, problems, context } = await open('/university');
  const all = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10 });
  await listSettles(page, all.Total);
  await page.locator(tid('score-query')).waitFor(); // the score query panel: tests/score-panel.test.mjs

  await page.locator(tid('filter-ProvinceId-11')).click();
  await page.locator(tid('filter-Tag-985')).click();
  const bj985 = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 10, ProvinceId: 11, Tag: '985' });
  assert.ok(bj985.Total > 0 && bj985.Total < all.Total);
  await listSettles(page, bj985.Total);
  assert.equal(query(page).get('province'), '11');
  assert.equal(query(page).get('tag'), '985');
  const ids = await cardIds(page);
  assert.deepEqual(ids, bj985.List.map((c) => c.Id), 'the cards are the API answer, in its order');
  for (const c of bj985.List) {
    const card = page.locator(tid(`college-card-${c.Id}`));
    assert.equal(await card.locator(tid('college-card-name')).innerText(), c.CollegeName);
    assert.match(await card.innerText(), /北京 · 北京市/);
    assert.match(await card.locator(tid('college-tags')).innerText(), /985/);
  }
  await page.screenshot({ path: join(artifacts, 'college-list.png'), fullPage: true });

  // A reload (or a shared link) keeps the filter.
  await page.reload();
  await listSettles(page, bj985.Total);
  assert.equal(await page.locator(tid('filter-ProvinceId-11')).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(tid('filter-Tag-985')).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await cardIds(page), bj985.List.map((c) => c.Id));

  // 不限 clears the province: every 985 school again.
  await page.locator(tid('filter-ProvinceId-all')).click();
  const only985 = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 20, Tag: '985' });
  await listSettles(page, only985.Total);
  assert.equal(query(page).get('province'), null);
  assert.equal(await page.locator(tid('filter-ProvinceId-all')).getAttribute('aria-pressed'), 'true');

  // Page size 20: twenty cards from page 1, kept in the URL.
  await page.locator(tid('college-pager-size')).selectOption({ label: '20 条/页' });
  await page.waitForFunction(() => location.hash.includes('size=20'));
  await listSettles(page, only985.Total);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="college-list"] > .item').length === n, Math.min(20, only985.Total));
  assert.deepEqual(await cardIds(page), only985.List.map((c) => c.Id));
  // A page change keeps the size.
  await page.locator(`${tid('college-pager')} .ui.pagination a.item`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => location.hash.includes('page=2'));
  const second = await api('College/GetCollegeList', { PageIndex: 2, PageSize: 20, Tag: '985' });
  await page.locator(tid(`college-card-${second.List[0].Id}`)).waitFor();
  assert.equal(query(page).get('size'), '20');

  // A name applies with 确认筛选.
  await page.locator(tid('college-filter-name')).fill('清华');
  await page.locator(tid('college-filter-confirm')).click();
  const named = await api('College/GetCollegeList', { PageIndex: 1, PageSize: 20, Tag: '985', CollegeName: '清华' });
  await listSettles(page, named.Total);
  assert.equal(query(page).get('name'), '清华');
  assert.deepEqual(await cardIds(page), named.List.map((c) => c.Id));
  clean(problems);
  await context.close();
});

test('a college detail: 北京大学 with its codes, tags, majors and source; an unknown id', async () => {
  const { page, problems, context } = await open('/university-detail?id=10001');
  const info = await api('College/GetCollegeInfo', { Id: '10001' });
  await page.locator(tid('college-name')).filter({ hasText: '北京大学' }).waitFor();
  assert.equal(await page.locator(tid('fact-moe-code-value')).innerText(), '4111010001');
  assert.equal(await page.locator(tid('fact-college-code-value')).innerText(), info.CollegeCode);
  assert.equal(await page.locator(tid('fact-authority-value')).innerText(), info.Authority);
  const tags = await page.locator(tid('detail-tags')).innerText();
  for (const t of ['985', '211', '双一流']) assert.ok(tags.includes(t), `tag ${t} in ${tags}`);
  assert.match(await page.locator(tid('fact-coordinates-value')).innerText(), /BD-09/);
  assert.equal(await page.locator(tid('college-majors-count')).innerText(), `（共 ${info.Majors.length} 个）`);
  const cs = page.locator(tid('major-link-080901'));
  assert.equal(await cs.innerText(), '计算机科学与技术');
  assert.equal(await cs.getAttribute('href'), '#/specialty-detail?id=080901');
  assert.match(await page.locator(tid('major-group-08')).innerText(), /^工学/);
  assert.match(await page.locator(tid('college-source')).innerText(), /^数据来源：/);
  await page.screenshot({ path: join(artifacts, 'college-detail.png'), fullPage: true });
  await cs.click();
  await page.waitForFunction(() => location.hash.startsWith('#/specialty-detail?id=080901'));

  // The /query family shows the same page; an unknown id says so in Chinese.
  assert.deepEqual(problems.consoleErrors, []);
  await page.goto(`${server.url}/#/query/collegedetail?id=99999`);
  assert.match(await page.locator(tid('college-not-found')).innerText(), /未找到该院校/);
  // An unknown id is a business outcome (HTTP 200, Code 404): the console stays clean.
  assert.deepEqual(problems.consoleErrors, []);
  await page.goto(`${server.url}/#/query/collegedetail?id=10003`);
  await page.locator(tid('college-name')).filter({ hasText: '清华大学' }).waitFor();
  clean(problems);
  await context.close();
});

test('加入志愿表 on a college page: a signed-in student puts two 广东 物理类 groups of 北京大学 into a new table and sees them in the editor', { timeout: 300_000 }, async () => {
  // A table describes its units from the recommendation's data: wait until the engine has learned.
  await api('Recommend/GetRecommendStat', { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 });
  const login = await apiLogin(server, '13800000721');
  const years = await api('Wish/WishYear');
  // The rows the page shows: the newest year's first ten (CollegeAdmissionLines).
  const all = (await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: '10001' })).List;
  const shown = all.filter((r) => r.Year === all[0].Year).slice(0, 10);
  const physics = shown.filter((r) => r.Track === '物理类' && r.GroupCode && r.Batch === '本科批');
  // 北京大学 and 北京大学医学部 file under one national code and both have a group 206: two units.
  const shared = physics.find((r) => physics.some((x) => x.GroupCode === r.GroupCode && x.SchoolCode !== r.SchoolCode));
  const [first, second] = shared ? physics.filter((r) => r.GroupCode === shared.GroupCode) : physics;
  assert.ok(second, `two 物理类 groups among ${JSON.stringify(physics.map((r) => r.GroupCode))}`);
  const history = shown.find((r) => r.Track === '历史类' && r.GroupCode);

  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG, LoginData: login });
  await page.goto(`${server.url}/#/university-detail?id=10001`);
  const inRow = (r, id) => page.locator(`${tid(`result-row-${r.Id}`)} ${tid(id)}`);
  await inRow(first, 'college-line-add').waitFor();
  assert.equal(await page.locator(`${tid('college-lines-table')} th`).last().innerText(), '志愿表');
  // The coming exam unless picked: this student picks 2026.
  const year = page.locator(tid('college-lines-wish-year-select'));
  assert.equal(await year.inputValue(), String(years.Current));
  await year.selectOption('2026');

  // No table yet: a new one, pre-filled with the line's province and track and the picked year.
  await inRow(first, 'college-line-add').click();
  const dialog = page.locator(tid('wish-add-dialog'));
  await dialog.locator(tid('wish-add-none')).waitFor();
  assert.ok((await dialog.innerText()).includes(`将「${first.SchoolName} ${first.GroupCode}组」加入志愿表`));
  assert.equal(await dialog.locator(tid('wish-create-province')).inputValue(), '44');
  await dialog.locator(`${tid('wish-create-year')} option[value="2026"]`).waitFor({ state: 'attached' });
  assert.equal(await dialog.locator(tid('wish-create-year')).inputValue(), '2026');
  assert.equal(await dialog.locator(tid('wish-create-track-物理')).getAttribute('aria-pressed'), 'true');
  await dialog.locator(`${tid('wish-create-submit')}:not([disabled])`).click();
  await inRow(first, 'college-line-add-done').filter({ hasText: '已加入第1位' }).waitFor();
  // The table exists now: the next group goes straight to its end; the same again says where it is.
  await inRow(second, 'college-line-add').click();
  await inRow(second, 'college-line-add-done').filter({ hasText: '已加入第2位' }).waitFor();
  await inRow(first, 'college-line-add').click();
  await inRow(first, 'college-line-add-error').filter({ hasText: '已在志愿表第1位' }).waitFor();
  if (history) {
    // A 历史类 line is for another table: none yet, so the dialog offers a 历史 one.
    await inRow(history, 'college-line-add').click();
    await dialog.locator(tid('wish-add-none')).waitFor();
    await dialog.locator(`${tid('wish-create-track-历史')}[aria-pressed="true"]`).waitFor();
    await dialog.locator(tid('wish-add-cancel')).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await page.screenshot({ path: join(artifacts, 'college-lines-wish.png'), fullPage: true });

  // The link opens the editor with both groups, in order.
  await inRow(second, 'college-line-add-done').locator('a').click();
  await page.waitForFunction(() => location.hash.startsWith('#/wishtable?id='));
  await page.locator(tid('wish-unit')).nth(1).waitFor();
  const lists = await server.api('WishTable/List', {}, login.Token);
  assert.equal(lists.Data.Owned.length, 1);
  const detail = await server.api('WishTable/Detail', { TableId: lists.Data.Owned[0].TableId }, login.Token);
  // Each unit is its own school's group, even where the two schools share a group code.
  assert.deepEqual(detail.Data.Units.map((u) => [u.SchoolCode, u.GroupCode, u.Source]), [first, second].map((r) => [r.SchoolCode, r.GroupCode, 'college']));
  assert.notEqual(detail.Data.Units[0].Key, detail.Data.Units[1].Key);
  assert.deepEqual(await page.locator(tid('wish-unit')).evaluateAll((els) => els.map((e) => e.dataset.key)), detail.Data.Units.map((u) => u.Key));
  assert.equal(detail.Data.Table.Year, 2026);
  clean(problems);
  await context.close();
});

/** The lowest line of some rows as the compare page reads it: the lowest min score, a tie the larger rank. */
function lowest(rows) {
  return rows.reduce((a, b) => (b.MinScore < a.MinScore || (b.MinScore === a.MinScore && (b.MinRank ?? 0) > (a.MinRank ?? 0)) ? b : a));
}

/**
 * What the compare page must show for a college in 广东 物理类: the newest two years of its
 * group lines (Public/LineSchooScoreList, the college detail's call), each the lowest group of
 * the year, cross-checked against the cross-school search AdmissionData/GetAdmissionCollege.
 */
async function guangdongLines(code, name) {
  const own = await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: code });
  const physics = own.List.filter((r) => r.Track === '物理类');
  const years = [...new Set(physics.map((r) => r.Year))].sort((a, b) => b - a).slice(0, 2);
  assert.equal(years.length, 2, `${name}: two years of 物理类 lines in 广东`);
  const out = [];
  for (const year of years) {
    const found = await api('AdmissionData/GetAdmissionCollege', { ProvinceId: 44, Year: year, Track: '物理类', CollegeName: name, PageIndex: 1, PageSize: 100 });
    const rows = found.List.filter((r) => r.CollegeCode === code && r.Batch === '本科批');
    assert.deepEqual(rows.map((r) => r.Id).sort(), physics.filter((r) => r.Year === year && r.Batch === '本科批').map((r) => r.Id).sort(), `${name} ${year}: both calls list the same groups`);
    const low = lowest(rows);
    assert.ok(low.MinScore > 0 && low.MinRank > 0, `${name} ${year}: an official score and rank`);
    out.push({ year, row: low, units: rows.length });
  }
  return out;
}

test('compare: add 北京大学 and 清华大学 from the list; their lines, ranks and plans in 广东 物理类, then the codes and the common majors', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/query/compare`);
  assert.match(await page.locator(tid('compare-hint')).innerText(), /请至少选择 2 所院校进行对比/);
  await page.goto(`${server.url}/#/university?province=11&tag=985`);
  await page.locator(tid('compare-toggle-10001')).click();
  await page.locator(tid('compare-toggle-10003')).click();
  assert.equal(await page.locator(tid('compare-toggle-10001')).innerText(), '已加入对比');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:contrastList')));
  assert.deepEqual(stored.map((e) => e.Id), ['10001', '10003']);
  await page.locator(tid('compare-bar-go')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/college-compareCollege'));
  await page.locator(tid('compare-table')).waitFor();
  const cmp = await api('College/GetCollegeCompare', { Ids: ['10001', '10003'] });
  assert.deepEqual(await page.locator(tid('compare-col-name')).allInnerTexts(), ['北京大学', '清华大学']);

  // A visitor in 广东: the province's first track, 物理类.
  assert.equal(await page.locator(tid('compare-track-物理')).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(tid('compare-section-admission')).innerText(), '在广东（物理类）的录取与招生');
  for (const [code, name] of [['10001', '北京大学'], ['10003', '清华大学']]) {
    const [latest, previous] = await guangdongLines(code, name);
    for (const [which, want] of [['latest', latest], ['previous', previous]]) {
      const cell = `compare-line-${which}-${code}`;
      await page.locator(tid(`${cell}-score`)).waitFor();
      assert.equal(await page.locator(tid(`${cell}-score`)).innerText(), `${want.row.MinScore}分`, `${name} ${want.year} score`);
      assert.equal(await page.locator(tid(`${cell}-rank`)).innerText(), String(want.row.MinRank), `${name} ${want.year} rank`);
      assert.equal(await page.locator(tid(`${cell}-rank`)).getAttribute('data-kind'), 'official');
      const where = await page.locator(tid(`${cell}-where`)).innerText();
      assert.ok(where.startsWith(`${want.year}年 · 本科批 · ${want.row.GroupCode}组`), `${name}: ${where}`);
      if (want.units > 1) assert.match(await page.locator(tid(cell)).innerText(), new RegExp(`共 ${want.units} 个专业组`));
    }
    // The newest plan year's students in 物理类 and the subject requirements seen there.
    const plans = await api('Public/EnrollmentPlan', { ProvinceId: 44, CollegeId: code });
    const year = Math.max(...plans.List.map((p) => p.Year));
    const rows = plans.List.filter((p) => p.Year === year && p.Track === '物理类');
    assert.ok(rows.length > 0, `${name}: plans in 物理类`);
    assert.equal(await page.locator(tid(`compare-plan-${code}-total`)).innerText(), `${rows.reduce((n, p) => n + (p.PlanCount ?? 0), 0)}人`);
    assert.match(await page.locator(tid(`compare-plan-${code}`)).innerText(), new RegExp(`${year}年 · ${rows.length} 个专业`));
    const rules = await page.locator(`${tid(`compare-subjects-${code}`)} li`).evaluateAll((els) => els.map((e) => e.dataset.rule));
    assert.deepEqual(rules.sort(), [...new Set(rows.map((p) => p.SubjectRule))].sort());
  }
  // One source line per section; the catalogue's paragraph is one line, not a cell per college.
  assert.match(await page.locator(tid('compare-source-lines')).innerText(), /^录取分数来源：.*广东省教育考试院/);
  assert.match(await page.locator(tid('compare-source-plans')).innerText(), /^招生计划来源：/);
  assert.equal(await page.locator(tid('compare-source-catalogue')).count(), 1);
  assert.equal(await page.locator(`${tid('compare-table')} ${tid('college-source')}`).count(), 0);

  // The codes come last.
  const rowIds = await page.locator(`${tid('compare-table')} tbody > tr`).evaluateAll((els) => els.map((e) => e.dataset.testid));
  assert.deepEqual(rowIds.slice(-2), ['compare-row-college-code', 'compare-row-moe-code']);
  const moe = await page.locator(`${tid('compare-row-moe-code')} td`).allInnerTexts();
  assert.deepEqual(moe.slice(1), cmp.List.map((c) => c.MOECode));
  assert.equal(await page.locator(tid('compare-common-count')).innerText(), `（共 ${cmp.CommonMajorCount} 个）`);
  assert.equal(await page.locator('[data-testid^="common-major-"]').count(), cmp.CommonMajors.length);
  assert.equal(await page.locator(tid('common-major-080901')).innerText(), '计算机科学与技术');
  await page.screenshot({ path: join(artifacts, 'college-compare.png'), fullPage: true });

  // 历史类: the same colleges' 历史类 lines, read from what the page already has.
  await page.locator(tid('compare-track-历史')).click();
  await page.locator(tid('compare-section-admission')).filter({ hasText: '历史类' }).waitFor();
  const history = await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: '10001' });
  const newest = Math.max(...history.List.filter((r) => r.Track === '历史类').map((r) => r.Year));
  const low = lowest(history.List.filter((r) => r.Track === '历史类' && r.Year === newest && r.Batch === '本科批'));
  assert.equal(await page.locator(tid('compare-line-latest-10001-score')).innerText(), `${low.MinScore}分`);
  assert.equal(await page.locator(tid('compare-line-latest-10001-rank')).innerText(), String(low.MinRank));

  // Adding a third by name, then removing two: the page follows the stored list.
  await page.locator(tid('compare-add-input')).fill('浙江大学');
  await page.locator(tid('compare-add-search')).click();
  await page.locator(tid('compare-found-add-10335')).click();
  await page.locator(tid('compare-col-10335')).waitFor();
  await page.locator(tid('compare-line-latest-10335')).or(page.locator(tid('compare-line-latest-10335-none'))).waitFor();
  await page.locator(tid('compare-remove-10335')).click();
  await page.locator(tid('compare-remove-10003')).click();
  await page.locator(tid('compare-hint')).waitFor();
  const left = await page.evaluate(() => JSON.parse(localStorage.getItem('zhiyuan:contrastList')));
  assert.deepEqual(left.map((e) => e.Id), ['10001']);
  clean(problems);
  await context.close();
});

test('compare on a 390 px phone: the table scrolls in its box with the row names fixed; no serious accessibility violation', async () => {
  const { page, problems, context } = await newPage(browser, server.url, PHONE);
  const list = [{ Id: '10001', CollegeName: '北京大学' }, { Id: '10003', CollegeName: '清华大学' }, { Id: '10335', CollegeName: '浙江大学' }];
  await seedStorage(page, server, { ExamProvince: GUANGDONG, contrastList: list });
  await page.goto(`${server.url}/#/college-compareCollege`);
  for (const c of list) await page.locator(tid(`compare-line-latest-${c.Id}`)).or(page.locator(tid(`compare-line-latest-${c.Id}-none`))).waitFor();
  await page.waitForLoadState('networkidle');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 0, `the page scrolls sideways by ${wide} px`);
  const box = page.locator(`.zy-table-scroll:has(${tid('compare-table')})`);
  const m = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  assert.ok(m.scroll > m.client, 'three colleges need the table to scroll');
  const label = box.locator(`${tid('compare-row-line-latest')} td`).first();
  const before = await label.boundingBox();
  await box.evaluate((el) => { el.scrollLeft = 300; });
  const after = await label.boundingBox();
  assert.ok(Math.abs(after.x - before.x) < 2, `the row names moved from ${before.x} to ${after.x}`);
  // Names are not broken mid-word: a college's name stays on one line.
  for (const h of await page.locator(tid('compare-col-name')).all()) {
    assert.equal(await h.evaluate((el) => el.getClientRects().length), 1, `${await h.innerText()} wraps`);
  }
  await page.screenshot({ path: join(artifacts, 'college-compare-390.png'), fullPage: true });
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const serious = await page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.deepEqual(serious, []);
  clean(problems);
  await context.close();
});

test('rankings show what they mean, their source, shared ranks and the province filter', async () => {
  // The default 录取位次 ranking: tests/college-rank.test.mjs. The majors count, named for what it counts:
  const { page, problems, context } = await open('/college-rank?type=majors');
  const kinds = await api('College/GetCollegeRankCategoryList', {});
  assert.ok(kinds.length >= 2);
  assert.equal(kinds.find((k) => k.ID === 'majors')?.Name, '开设专业数');
  const majors = await api('College/GetCollegeRankList', { CategoryId: 'majors', PageIndex: 1, PageSize: 10 });
  await page.locator(tid(`rank-row-${majors.List[0].Id}`)).waitFor();
  assert.equal(await page.locator(`${tid('rank-description')} p`).first().innerText(), majors.Description);
  assert.match(await page.locator(tid('rank-source')).innerText(), /^数据来源：/);
  assert.deepEqual(await page.locator(tid('rank-no')).allInnerTexts(), majors.List.map((r) => String(r.Rank)));
  assert.deepEqual(await page.locator(tid('rank-value')).allInnerTexts(), majors.List.map((r) => r.ValueText));

  await page.locator(tid('rank-tab-tags')).click();
  await page.locator(tid('rank-province-11')).click();
  await page.waitForFunction(() => location.hash.includes('type=tags') && location.hash.includes('province=11'));
  const tags = await api('College/GetCollegeRankList', { CategoryId: 'tags', ProvinceId: 11, PageIndex: 1, PageSize: 10 });
  await page.locator(`${tid('rank-description')} p`).filter({ hasText: tags.Description }).waitFor();
  await page.waitForFunction((ids) => [...document.querySelectorAll('[data-testid^="rank-row-"]')].map((e) => e.dataset.testid.slice(9)).join() === ids, tags.List.map((r) => r.Id).join());
  const ranks = await page.locator(tid('rank-no')).allInnerTexts();
  assert.deepEqual(ranks, tags.List.map((r) => String(r.Rank)));
  assert.ok(new Set(ranks).size < ranks.length, 'ties share a rank');
  for (const t of await page.locator(`${tid('rank-results')} ${tid('college-tags')}`).allInnerTexts()) assert.ok(t.length > 0);

  await page.goto(`${server.url}/#/query/collegerank?type=tags`);
  await page.locator(`${tid('rank-description')} p`).filter({ hasText: tags.Description }).waitFor();
  clean(problems);
  await context.close();
});
