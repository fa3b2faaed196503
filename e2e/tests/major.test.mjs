// The major pages against the real binary: the catalogue tree (13 门类) walked down to
// 计算机科学与技术, its detail with employment directions and offering schools, the 专科
// tree down to a 专科 major's page, the category list with T / K marks, the ranking with its description, and the
// not-found states. Expected values come from the API, not from this file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage, PHONE } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean, ZHEJIANG } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const CS = '080901';
const VOC = '510201'; // 计算机应用技术, 高职专科

const api = (path, body) => apiData(server, path, body);

const open = (path) => visit(browser, server, path);

const clean = assertClean;

const hash = (page) => decodeURIComponent(new URL(page.url()).hash);
const texts = async (locator) => (await locator.allInnerTexts()).map((s) => s.trim());

test('the tree shows the 13 门类 and leads to 计算机科学与技术 with its directions and schools', async () => {
  const tree = await api('Data/GetMajorTreeList');
  const detail = await api('Major/GetMajorDetail', { Code: CS });
  const schools = await api('Major/GetMajorCollegeList', { Code: CS, PageIndex: 1, PageSize: 10 });
  const { page, problems, context } = await open('/specialty');

  await page.locator(tid('major-tree')).waitFor();
  const categories = page.locator('[data-testid^="tree-category-"]').filter({ hasNotText: '全部专业' });
  assert.equal(tree.length, 13);
  assert.equal(await categories.count(), 13);
  assert.deepEqual((await texts(categories)).map((s) => s.split(/\s/)[0]), tree.map((n) => n.Name));

  await page.locator(tid('tree-category-08')).click();
  await page.locator(tid('tree-class-0809')).click();
  assert.match(hash(page), /cat=08&cls=0809/);
  await page.locator(tid(`tree-major-${CS}`)).click();
  await page.waitForFunction((c) => location.hash === `#/specialty-detail?id=${c}`, CS);

  assert.match(await page.locator(tid('major-name')).innerText(), /计算机科学与技术/);
  assert.match(await page.locator(tid('major-code')).innerText(), new RegExp(CS));
  const employment = await texts(page.locator(tid('major-employment-item')));
  assert.ok(employment.length > 0, 'employment directions shown');
  assert.deepEqual(employment, [...new Set(detail.Employment)]);
  assert.equal(await page.locator(tid('major-postgrad-item')).count(), detail.Postgrad.length);
  assert.match(await page.locator(tid('major-fact-schools')).innerText(), new RegExp(`${detail.SchoolCount} 所`));
  assert.match(await page.locator(tid('major-fact-gender')).innerText(), new RegExp(`男 ${detail.MalePct}% · 女 ${detail.FemalePct}%`));
  assert.match(await page.locator(tid('major-fact-degree')).innerText(), /学士学位/);
  assert.equal(await page.locator(tid('major-source')).innerText(), `数据来源：${detail.Source}`);

  // Linked occupations go to /profession-detail with the O*NET attribution beside them.
  const professions = page.locator(tid('major-profession'));
  assert.equal(await professions.count(), detail.Professions.length);
  assert.equal(await professions.first().locator('a').getAttribute('href'), `#/profession-detail?ID=${detail.Professions[0].ID}`);
  assert.match(await page.locator(tid('major-onet-attribution')).innerText(), /O\*NET 数据库.*CC BY 4\.0 许可/);

  // Offering schools: the API's first page, linked to the university detail.
  const colleges = page.locator(tid('major-college-link'));
  await colleges.first().waitFor();
  assert.deepEqual(await texts(colleges), schools.List.map((c) => c.CollegeName));
  assert.equal(await colleges.first().getAttribute('href'), `#/university-detail?id=${schools.List[0].Id}`);
  assert.match(await page.locator(tid('major-colleges')).innerText(), new RegExp(`全国名单中 ${schools.Total} 所`));
  // The published count (facts) and the list's differ: the page says why, with both numbers.
  if (detail.SchoolCount > schools.Total) assert.match(await page.locator(tid('major-colleges-note')).innerText(), new RegExp(`公布的开设院校为 ${detail.SchoolCount} 所，其中 ${detail.SchoolCount - schools.Total} 所不在`));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(artifacts, 'major-detail.png'), fullPage: true });
  clean(problems);
  await context.close();
});

test('the offering schools filter by province and page through the URL', async () => {
  const zj = await api('Major/GetMajorCollegeList', { Code: CS, ProvinceId: 33, PageIndex: 2, PageSize: 10 });
  const { page, problems, context } = await open(`/specialty-detail?id=${CS}`);
  const filter = page.locator(tid('major-colleges-province'));
  await page.locator(tid('major-college-link')).first().waitFor();
  await filter.selectOption({ label: '浙江' });
  await page.waitForFunction(() => location.hash.includes('province=33'));
  await page.locator(tid('major-colleges')).filter({ hasText: `浙江名单中 ${zj.Total} 所` }).waitFor();
  await page.locator(tid('major-colleges-pager')).locator('a.item', { hasText: /^2$/ }).click();
  await page.waitForFunction(() => location.hash.includes('page=2'));
  await page.locator(tid('major-college-link')).filter({ hasText: zj.List[0].CollegeName }).waitFor();
  assert.deepEqual(await texts(page.locator(tid('major-college-link'))), zj.List.map((c) => c.CollegeName));
  // A fresh load of the same URL shows the same page.
  await page.reload();
  await page.locator(tid('major-college-link')).filter({ hasText: zj.List[0].CollegeName }).waitFor();
  clean(problems);
  await context.close();
});

test('在本省的录取分数: 浙江\'s lines of 计算机科学与技术 on its page, highest first, and 加入志愿表 puts one into the student\'s table', { timeout: 300_000 }, async () => {
  const held = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 33 });
  const year = Math.max(...held.YearLevels.filter((y) => (y.Levels ?? []).includes('major')).map((y) => y.Year));
  const lines = await api('AdmissionData/GetAdmissionMajor', { ProvinceId: 33, Year: year, Track: '综合', MajorName: '计算机科学与技术', PageIndex: 1, PageSize: 10 });
  assert.ok(lines.Total > 10, `浙江 ${year} has many 计算机科学与技术 lines (${lines.Total})`);
  const first = lines.List.find((r) => r.CollegeCode);
  // A table describes its units from the recommendation's data: wait until the engine has learned.
  const subjects = ['物理', '化学', '技术'];
  await api('Recommend/GetRecommendStat', { ProvinceId: 33, Year: 2026, SelectSubjects: subjects, Score: 600 });
  const login = await apiLogin(server, '13800000731');
  const made = await server.api('WishTable/Create', { ProvinceId: 33, Year: 2026, SelectSubjects: subjects, Score: 600 }, login.Token);
  assert.equal(made.Code, 0, JSON.stringify(made));

  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: ZHEJIANG, LoginData: login });
  await page.goto(`${server.url}/#/specialty-detail?id=${CS}`);
  const summary = page.locator(tid('major-lines-summary'));
  await summary.waitFor();
  assert.equal(await summary.innerText(), `${year}年 浙江 综合：专业名称含“计算机科学与技术”的录取分数共 ${lines.Total} 条，按最低分从高到低`);
  const ids = await page.locator(`${tid('major-lines-table')} tbody tr`).evaluateAll((rows) => rows.map((r) => r.dataset.testid));
  assert.deepEqual(ids, lines.List.map((r) => `result-row-${r.Id}`));
  const row = page.locator(tid(`result-row-${first.Id}`));
  assert.ok((await row.innerText()).includes(String(first.MinScore)), 'the row shows its min score');

  await page.locator(tid('major-lines-wish-year-select')).selectOption('2026');
  await row.locator(tid('major-line-add')).click();
  await row.locator(tid('major-line-add-done')).filter({ hasText: '已加入第1位' }).waitFor();
  const detail = await server.api('WishTable/Detail', { TableId: made.Data.TableId }, login.Token);
  assert.deepEqual(detail.Data.Units.map((u) => [u.CollegeCode, u.Source]), [[first.CollegeCode, 'major']]);
  await page.screenshot({ path: join(artifacts, 'major-lines-wish.png'), fullPage: true });
  // On a 390 px phone the page does not scroll sideways: the lines' table scrolls in its own box.
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.locator(tid('major-lines-table')).waitFor();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(widths[0] <= widths[1], `the page is ${widths[0]} px wide at ${widths[1]} px`);
  clean(problems);
  await context.close();
});

test('searching by code finds the class and its majors', async () => {
  const { page, problems, context } = await open('/query/major');
  await page.locator(tid('major-search-input')).fill('0809');
  await page.locator(tid('major-search-button')).click();
  const hits = page.locator(tid('major-search-hit'));
  await hits.first().waitFor();
  const cls = await api('Major/GetMajorCategoryDetail', { Code: '0809' });
  assert.equal(await hits.count(), 1 + cls.Majors.length);
  await hits.filter({ hasText: '计算机科学与技术' }).locator('a').click();
  await page.waitForFunction((c) => location.hash === `#/query/majordetail?id=${c}`, CS);
  await page.locator(tid('major-name')).waitFor();
  clean(problems);
  await context.close();
});

test('专科: the vocational tree leads to 计算机应用技术 with its class, level, official occupations and what the copy lacks', async () => {
  const info = await api('Major/GetMajorCatalogInfo', { EducationLevel: 0 });
  const detail = await api('Major/GetMajorDetail', { Code: VOC });
  const { page, problems, context } = await open('/specialty');
  await page.locator(tid('major-tree')).waitFor();
  await page.locator(tid('major-level-zk')).click();
  const box = page.locator(tid('major-vocational-zk'));
  await box.locator(tid('major-tree-summary')).waitFor();
  assert.match(hash(page), /level=zk/);
  assert.match(await box.locator(tid('major-tree-summary')).innerText(), new RegExp(`${info.CategoryCount} 个专业大类、${info.ClassCount} 个专业类、\\s*${info.MajorCount} 个专业`));
  const gaps = box.locator(tid('major-catalog-gaps'));
  assert.match(await gaps.innerText(), new RegExp(`${info.OfficialCount}`));
  assert.equal(await gaps.locator(tid('major-catalog-gap')).count(), info.Notes.length);
  await gaps.locator(tid('major-missing-toggle')).click();
  assert.equal(await gaps.locator(`${tid('major-missing-list')} li`).count(), info.Missing.length);

  await box.locator(tid(`tree-category-${detail.CategoryCode}`)).click();
  await box.locator(tid(`tree-class-${detail.ClassCode}`)).click();
  await box.locator(tid(`tree-major-${VOC}`)).click();
  await page.waitForFunction((c) => location.hash === `#/specialty-detail?id=${c}`, VOC);
  await page.locator(tid('major-name')).waitFor();
  assert.match(await page.locator(tid('major-name')).innerText(), new RegExp(detail.Name));
  assert.equal(await page.locator(tid('major-level-mark')).innerText(), '专科（高职）');
  assert.equal(await page.locator(tid('major-code')).innerText(), `专业代码 ${VOC}`);
  assert.match(await page.locator(tid('major-fact-category')).innerText(), new RegExp(`${detail.CategoryName}（${detail.CategoryCode}）`));
  assert.match(await page.locator(tid('major-fact-class')).innerText(), new RegExp(`${detail.ClassName}（${detail.ClassCode}）`));
  assert.match(await page.locator(tid('major-fact-years')).innerText(), /暂无数据/);
  assert.ok(detail.Occupations.length > 0, `${VOC} has occupations in the 2023 guide`);
  assert.equal(await page.locator(tid('major-occupation')).count(), detail.Occupations.length);
  await page.locator(tid('major-catalog-gaps')).waitFor();
  assert.equal(await page.locator(tid('major-source')).innerText(), `数据来源：${detail.Source}`);
  assert.equal(await page.locator(tid('major-colleges')).count(), 0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(artifacts, 'major-vocational-detail.png'), fullPage: true });

  // An occupation of the guide opens its 职业分类大典 page.
  const linked = detail.Occupations.find((o) => o.ID);
  await page.locator(tid(`major-occupation-${linked.ID}`)).click();
  await page.waitForFunction((id) => location.hash === `#/profession-detail?ID=${id}`, linked.ID);
  await page.locator(tid('occupation-summary')).waitFor();
  clean(problems);
  await context.close();
});

test('the category list shows the majors of 计算机类 with T / K explained', async () => {
  const list = await api('Specialty/SpecialtyList', { ClassCode: '0809', PageIndex: 1, PageSize: 20 });
  const { page, problems, context } = await open('/specialty-list?code=0809&size=20');
  const rows = page.locator(tid('major-row'));
  await rows.first().waitFor();
  assert.equal(await rows.count(), list.List.length);
  const tk = list.List.findIndex((m) => m.IsSpecial && m.IsControlled);
  assert.ok(tk >= 0, 'a TK major in 计算机类');
  assert.match(await rows.nth(tk).innerText(), /特设专业[\s\S]*国家控制布点专业/);
  assert.match(await page.locator(tid('major-mark-legend')).innerText(), /T：特设专业[\s\S]*K：国家控制布点专业/);
  assert.match(await page.locator(tid('major-page-title')).innerText(), /计算机类（0809）/);
  clean(problems);
  await context.close();
});

test('the ranking shows its description, shared ranks and the 门类 filter', async () => {
  const all = await api('Major/GetMajorRankList', { PageIndex: 1, PageSize: 10 });
  const phil = await api('Major/GetMajorRankList', { CategoryCode: '01', PageIndex: 1, PageSize: 10 });
  const { page, problems, context } = await open('/specialty-rank');
  const description = page.locator(tid('major-rank-description'));
  await description.waitFor();
  assert.match(await description.innerText(), new RegExp(all.Description.slice(0, 20)));
  assert.deepEqual(await texts(page.locator(tid('major-rank-no'))), all.List.map((m) => String(m.Rank)));
  assert.equal(await page.locator(tid('major-source')).innerText(), `数据来源：${all.Source}`);

  const filter = page.locator(tid('major-rank-category'));
  await filter.selectOption({ label: '哲学（01）' });
  await page.waitForFunction(() => location.hash.includes('cat=01'));
  await page.locator(tid('major-rank-row')).first().filter({ hasText: phil.List[0].Name }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await texts(page.locator(tid('major-rank-no'))), phil.List.map((m) => String(m.Rank)));
  clean(problems);
  await context.close();
});

test('an unknown code shows a Chinese not-found state', async () => {
  const missing = await server.api('Major/GetMajorDetail', { Code: '999999' });
  assert.equal(missing.Code, 404);
  const missingClass = await server.api('Major/GetMajorCategoryDetail', { Code: '99' });
  assert.equal(missingClass.Code, 404);
  const { page, problems, context } = await open('/specialty-detail?id=999999');
  const nf = page.locator(tid('major-not-found'));
  await nf.waitFor();
  assert.match(await nf.innerText(), /未找到专业代码为 999999 的专业/);
  await page.goto(`${server.url}/#/query/majorlist?code=99`);
  await page.locator(tid('major-not-found')).filter({ hasText: '未找到代码为 99 的学科门类或专业类' }).waitFor();
  // An unknown code is a business outcome (HTTP 200, Code 404): no failed request in the console.
  assert.deepEqual(problems.failed, []);
  clean(problems);
  await context.close();
});
