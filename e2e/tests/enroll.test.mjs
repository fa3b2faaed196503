// The admission-result pages against the real binary and its shipped admission data: the
// /enroll-data search, one school's history with its chart, the college detail section and the
// plan search. Every expected figure is read from the API the page uses, never typed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { seedStorage, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);
const open = (path) => visit(browser, server, path);
const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };

/**
 * How the page writes a row's source: an official publisher · year; a compilation names where its
 * figures came from (原出处：…) or its compiler, never the exam authority alone beside 第三方汇编.
 */
function sourceText(r) {
  const a = r.Source.Authority.trim();
  if (r.Source.Official) return `${a} · ${r.Year}年`;
  const origin = /^(.*?)[（(](?:第三方汇编|转录本)(?:[：:].*)?[）)]\s*$/.exec(a);
  const compiler = /^第三方汇编[：:]\s*(.*)$/.exec(a);
  return `${origin ? `原出处：${origin[1].trim()}` : compiler ? compiler[1].trim() : a} · ${r.Year}年`;
}

async function checkRow(page, r) {
  const row = page.locator(tid(`result-row-${r.Id}`));
  await row.waitFor();
  const score = await row.locator(tid(`result-score-${r.Id}`)).innerText();
  assert.equal(score, r.MinScore !== null ? String(r.MinScore) : r.MinScoreText || '未公布', `score of row ${r.Id}`);
  const rank = row.locator(tid(`result-rank-${r.Id}`));
  const kind = r.MinRank !== null ? 'official' : r.ConvertedRank !== null ? 'converted' : 'none';
  assert.equal(await rank.getAttribute('data-kind'), kind, `rank kind of row ${r.Id}`);
  if (kind === 'official') assert.equal(await rank.innerText(), String(r.MinRank));
  if (kind === 'converted') {
    assert.match(await rank.innerText(), new RegExp(`^${r.ConvertedRank}\\s*换算位次$`));
    assert.equal(await rank.getAttribute('data-tooltip'), '由本站按当年一分一段表换算');
  }
  const source = row.locator(tid(`result-source-${r.Id}`));
  assert.ok((await source.innerText()).startsWith(sourceText(r)), `source of row ${r.Id}: ${await source.innerText()}`);
  assert.equal(await source.locator(tid(`result-source-${r.Id}-third-party`)).count(), r.Source.Official ? 0 : 1);
}

test('/enroll-data: 浙江\'s newest year, 北京大学 with its score, official rank and source', async () => {
  const { page, problems, context } = await open('/enroll-data');
  const held = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 33 });
  const year = held.Years[0]; // 2026: 浙江 prints score and rank every year since 2023
  assert.ok(year >= 2026, `浙江 years: ${held.Years}`);
  await page.locator(tid('enroll-summary')).waitFor();
  assert.equal(await page.locator(tid('enroll-form-province')).inputValue(), '33', 'the site province is the default');
  await page.locator(tid('enroll-form-name')).fill('北京大学');
  await page.locator(tid('enroll-form-submit')).click();
  // 浙江 files by 专业+院校: its lines are major-level only, and the page lists those, saying so.
  const majorOnly = !held.Levels.includes('school') && !held.Levels.includes('group');
  const body = { ProvinceId: 33, Year: year, CollegeName: '北京大学', PageIndex: 1, PageSize: 10 };
  const found = await api(majorOnly ? 'AdmissionData/GetAdmissionMajor' : 'AdmissionData/GetAdmissionCollege', body);
  const pku = found.List.find((r) => r.CollegeCode === '10001' && r.MinScore !== null && r.MinRank !== null);
  assert.ok(pku, `浙江 ${year} 北京大学 with a score and an official rank: ${JSON.stringify(found.List.slice(0, 3))}`);
  await page.locator(tid('enroll-summary')).filter({ hasText: `共 ${found.Total} 条` }).waitFor();
  for (const r of found.List) await checkRow(page, r);
  assert.equal(await page.locator(tid('enroll-major-note')).count(), majorOnly ? 1 : 0);
  if (majorOnly) assert.ok((await page.locator(tid(`result-major-${pku.Id}`)).innerText()).startsWith(pku.MajorName));
  const link = page.locator(tid(`result-school-${pku.Id}-link`));
  assert.equal(await link.innerText(), '北京大学');
  assert.equal(await link.getAttribute('href'), '#/enroll-data-info?id=10001&province=33');
  await page.screenshot({ path: join(artifacts, 'enroll-data.png'), fullPage: true });
  await link.click();
  await page.locator(tid('enroll-data-info-page')).waitFor();
  if (majorOnly) {
    // The school's history in 浙江 starts on its major-level lines, newest year first.
    await page.locator(tid('school-lines-major-table')).waitFor();
    assert.equal(await page.locator(tid('enroll-info-tab-major')).getAttribute('class'), 'active item');
    await checkRow(page, pku);
    await page.locator(`${tid('enroll-info-trend-score-chart')} canvas`).waitFor();
  }
  assertClean(problems);
  await context.close();
});

test('/enroll-data-info: 北京大学 in 广东, lines with sources and a trend chart; no data says so', async () => {
  const { page, problems, context } = await open('/enroll-data-info?id=10001&province=44');
  const facets = await api('Public/LineSchoolScoreBatchList', { ProvinceId: 44, CollegeId: '10001' });
  assert.ok(facets.length > 0, '北京大学 has lines in 广东');
  const newest = Math.max(...facets.map((f) => f.Year));
  const lines = await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: '10001', Year: newest });
  assert.ok(lines.List.length > 0);
  await page.locator(tid('school-lines-group-table')).waitFor();
  assert.equal(await page.locator(`${tid('school-lines-group-table')} tbody tr`).count(), lines.List.length);
  for (const r of lines.List) await checkRow(page, r);
  assert.match(await page.locator('h2').first().innerText(), new RegExp(`^${lines.CollegeName} · 历年投档线$`));
  // The trend: Chart.js draws on a canvas.
  await page.locator(`${tid('enroll-info-trend-score-chart')} canvas`).waitFor();
  assert.ok(await page.locator(`${tid('enroll-info-trend')} canvas`).count() >= 1);
  await page.screenshot({ path: join(artifacts, 'enroll-data-info.png'), fullPage: true });

  // The major-level tab.
  const majorFacets = await api('Public/LineSpecialtyScoreBatchList', { ProvinceId: 44, CollegeId: '10001' });
  await page.locator(tid('enroll-info-tab-major')).click();
  if (majorFacets.length) {
    const y = Math.max(...majorFacets.map((f) => f.Year));
    const majors = await api('Public/LineSpecialtyScoreList', { ProvinceId: 44, CollegeId: '10001', Year: y });
    await page.locator(tid('school-lines-major-table')).waitFor();
    for (const r of majors.List.slice(0, 5)) await checkRow(page, r);
  } else {
    await page.locator(tid('school-lines-major-empty')).waitFor();
  }

  // A province where the school has no lines: the page says what the server says.
  const provinces = await api('Public/ProvinceList', {});
  let empty = null;
  for (const p of provinces) {
    const r = await server.api('Public/LineSchooScoreList', { ProvinceId: p.ProvinceId, CollegeId: '10001' });
    if (r.Code === 0 && r.Data.List.length === 0) { empty = { p, message: r.Message }; break; }
  }
  assert.ok(empty, 'a province without lines of 北京大学');
  {
    await page.locator(tid('enroll-info-province')).selectOption(String(empty.p.ProvinceId));
    await page.locator(tid('enroll-info-tab-group')).click();
    assert.equal(await page.locator(tid('school-lines-group-empty')).innerText(), empty.message);
  }
  assertClean(problems);
  await context.close();
});

test('/enroll-data-info trend: a one-year series is listed, not drawn; a change in the number of groups breaks the line', async () => {
  const { page, problems, context } = await open('/enroll-data-info?id=10001&province=41');
  // 河南 文科: 北京大学 has one year with a rank: no rank chart, the year in the note.
  const henan = (await api('Public/LineSchooScoreList', { ProvinceId: 41, CollegeId: '10001' })).List.filter((r) => r.Track === '文科');
  const ranked = henan.filter((r) => r.MinRank !== null);
  assert.equal(new Set(ranked.map((r) => r.Year)).size, 1, '北京大学 has one 文科 year with a rank in 河南');
  await page.locator(tid('enroll-info-trend-track-文科')).click();
  await page.locator(`${tid('enroll-info-trend-score-chart')} canvas`).waitFor();
  assert.equal(await page.locator(tid('enroll-info-trend-rank-chart')).count(), 0);
  assert.equal(await page.locator(tid('enroll-info-trend-no-rank')).innerText(), '位次只有一年的数据，不成走势，见下方说明');
  assert.match(await page.locator(tid('enroll-info-trend-lone')).innerText(), new RegExp(`北京大学（${ranked[0].Year}年 位次 ${ranked[0].MinRank}）`));

  // 广东 历史类: 北京大学医学部 filed more groups in its first year than after: that year stands apart.
  const gd = (await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: '10001' })).List.filter((r) => r.Track === '历史类' && r.MinScore !== null);
  const med = gd.filter((r) => r.SchoolName === '北京大学医学部');
  const years = [...new Set(med.map((r) => r.Year))].sort();
  const groups = (y) => new Set(med.filter((r) => r.Year === y).map((r) => r.GroupCode)).size;
  assert.ok(years.length >= 3 && groups(years[0]) > 1 && years.slice(1).every((y) => groups(y) === groups(years[1])), '医学部 split its groups after its first year');
  const first = med.filter((r) => r.Year === years[0]);
  const lowest = first.reduce((a, r) => (r.MinScore < a.MinScore ? r : a));
  const worst = Math.max(...first.map((r) => r.MinRank));
  await page.locator(tid('enroll-info-province')).selectOption('44');
  await page.locator(tid('enroll-info-trend-track-历史类')).click();
  const scores = page.locator(tid('enroll-info-trend-score-chart'));
  await scores.locator('canvas').waitFor();
  assert.equal(await scores.getAttribute('data-series'), '2', '北京大学 and 医学部 after the split');
  const schoolYears = new Set(gd.map((r) => `${r.SchoolName} ${r.Year}`)).size;
  // A school name published for one year only (2026: 北京大学(高校专项计划), its 高校专项 group) is a lone point too.
  const names = [...new Set(gd.map((r) => r.SchoolName))];
  const single = names.filter((n) => new Set(gd.filter((r) => r.SchoolName === n).map((r) => r.Year)).size === 1).length;
  assert.equal(await scores.getAttribute('data-points'), String(schoolYears - 1 - single), 'every school-year but the split one and the one-year names');
  const lone = await page.locator(tid('enroll-info-trend-lone')).innerText();
  assert.ok(lone.startsWith('只有一年数据、未画成走势线：') &&
    lone.includes(`北京大学医学部（${years[0]}年 ${groups(years[0])}个专业组 最低 ${lowest.MinScore}分 · 位次 ${worst}）`), lone);
  assert.match(await page.locator(tid('enroll-info-trend-note')).innerText(), /专业组个数与上一年不同（拆分或合并）时，线条在此断开/);
  await page.locator(tid('enroll-info-trend')).screenshot({ path: join(artifacts, 'enroll-info-trend-split.png') });
  assertClean(problems);
  await context.close();
});

test('college detail: 历年录取分数 in the selected province (广东), with a chart and the link to the history', async () => {
  const { page, problems, context } = await newPage(browser, server.url);
  await seedStorage(page, server, { ExamProvince: GUANGDONG });
  await page.goto(`${server.url}/#/university-detail?id=10001`);
  const all = await api('Public/LineSchooScoreList', { ProvinceId: 44, CollegeId: '10001' });
  const section = page.locator(tid('college-admission-lines'));
  await section.waitFor();
  assert.match(await section.locator('h3').innerText(), /^历年录取分数（广东）/);
  await page.locator(tid('college-lines-table')).waitFor();
  const newest = all.List[0].Year;
  const shown = all.List.filter((r) => r.Year === newest).slice(0, 10);
  assert.equal(await page.locator(`${tid('college-lines-table')} tbody tr`).count(), shown.length);
  for (const r of shown) await checkRow(page, r);
  await page.locator(`${tid('college-lines-trend')} canvas`).first().waitFor();
  assert.equal(await page.locator(tid('college-lines-more')).getAttribute('href'), '#/enroll-data-info?id=10001&province=44');
  await page.screenshot({ path: join(artifacts, 'college-detail-lines.png'), fullPage: true });
  assertClean(problems);
  await context.close();
});

test('college detail in 浙江 (major-level lines) and the plan search follow the API answers', async () => {
  const { page, problems, context } = await open('/university-detail?id=10001');
  // 浙江 publishes major-level lines only: the section shows those when there is no school/group line.
  const zj = await server.api('Public/LineSchooScoreList', { ProvinceId: 33, CollegeId: '10001' });
  assert.equal(zj.Code, 0);
  const majors = zj.Data.List.length ? null : await api('Public/LineSpecialtyScoreList', { ProvinceId: 33, CollegeId: '10001' });
  const rows = zj.Data.List.length ? zj.Data.List : majors.List;
  if (rows.length) {
    await page.locator(tid('college-lines-table')).waitFor();
    const shown = rows.filter((r) => r.Year === rows[0].Year).slice(0, 10);
    assert.equal(await page.locator(`${tid('college-lines-table')} tbody tr`).count(), shown.length);
    for (const r of shown) await checkRow(page, r);
    if (majors) assert.match(await page.locator(tid('college-lines-year')).innerText(), /专业录取分数/);
  } else {
    assert.equal(await page.locator(tid('college-lines-empty')).innerText(), zj.Message);
  }
  // 招生计划: the newest year of the college's plans in 浙江 (2026, with 选科要求), the first ten rows.
  const zjPlans = await api('Public/EnrollmentPlan', { ProvinceId: 33, CollegeId: '10001' });
  assert.equal(zjPlans.Years[0], 2026, `北京大学 plan years in 浙江: ${zjPlans.Years}`);
  const newest = zjPlans.List.filter((r) => r.Year === 2026);
  await page.locator(tid('college-plans-year')).filter({ hasText: `2026年 浙江：共 ${newest.length} 条计划` }).waitFor();
  assert.equal(await page.locator(`${tid('college-plans-table')} tbody tr`).count(), Math.min(10, newest.length));
  for (const p of newest.slice(0, 10)) {
    assert.equal(await page.locator(tid(`plan-count-${p.Id}`)).innerText(), p.PlanCount === null ? '未公布' : String(p.PlanCount));
  }

  await page.goto(`${server.url}/#/enroll-plan`);
  const held = await api('AdmissionData/GetAdmissionPlanQueryParameters', { ProvinceId: 33 });
  if (held.Years.length) {
    const plans = await api('AdmissionData/GetAdmissionPlan', { ProvinceId: 33, Year: held.Years[0], PageIndex: 1, PageSize: 10 });
    if (plans.List.length) {
      await page.locator(tid('plan-summary')).filter({ hasText: `共 ${plans.Total} 条` }).waitFor();
      for (const p of plans.List) {
        const count = await page.locator(tid(`plan-count-${p.Id}`)).innerText();
        assert.equal(count, p.PlanCount === null ? '未公布' : String(p.PlanCount));
      }
    } else {
      await page.locator(tid('plan-empty')).waitFor();
    }
  } else {
    await page.locator(tid('plan-no-data')).waitFor();
  }
  assertClean(problems);
  await context.close();
});

test('/enroll-plan: 浙江 2026 plans of 浙江大学 with their 选科要求, and the subject filter of the page', async () => {
  const body = { ProvinceId: 33, Year: 2026, CollegeName: '浙江大学', PageIndex: 1, PageSize: 100 };
  const all = await api('AdmissionData/GetAdmissionPlan', body);
  const science = all.List.find((r) => r.MajorName === '工科试验班' && r.SubjectRule === '物理+化学');
  assert.ok(science, 'the 2026 plan holds 工科试验班 (物理+化学)');
  const { page, problems, context } = await open('/enroll-plan?province=33&year=2026&name=浙江大学&size=100');
  const cell = page.locator(tid(`plan-requirement-${science.Id}`));
  await cell.waitFor();
  assert.equal(await cell.innerText(), '物理、化学（均须选考）');
  assert.equal(await cell.getAttribute('title'), science.Requirement);
  // One source and year for every row: named once under the table, marked 第三方汇编.
  assert.ok(all.List.every((r) => r.Source.Id === science.Source.Id), 'one source for the page');
  assert.equal(await page.locator(tid('plan-results-source-third-party')).count(), 1);
  assert.equal(await page.locator(tid(`plan-source-${science.Id}`)).count(), 0);

  // 史政地: the page asks the server with the subjects and the science row is gone.
  for (const s of ['历史', '政治', '地理']) await page.locator(tid(`plan-form-subjects-${s}`)).click();
  await page.waitForFunction(() => decodeURIComponent(location.href).includes('subj=政治,历史,地理'));
  const filtered = await api('AdmissionData/GetAdmissionPlan', { ...body, SelectSubjects: ['政治', '历史', '地理'] });
  assert.ok(filtered.Total > 0 && filtered.Total < all.Total, `${filtered.Total} of ${all.Total}`);
  await page.locator(tid('plan-summary')).filter({ hasText: `共 ${filtered.Total} 条` }).waitFor();
  assert.equal(await page.locator(tid(`plan-row-${science.Id}`)).count(), 0);
  assert.match(await page.locator(tid('plan-form-subjects-note')).innerText(), /政治、历史、地理满足/);
  assertClean(problems);
  await context.close();
});
