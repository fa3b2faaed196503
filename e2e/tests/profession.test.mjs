// The profession and industry pages against the real binary: the 22 occupational fields,
// a field's detail with its occupations, an occupation's detail (six interest scores, linked
// majors, O*NET attribution), a 职业分类大典 occupation found by class with the majors of the
// official guide, search by Holland code with the server's validation message,
// and the not-found states. Expected values come from the API, not from this file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { seedStorage, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean, ZHEJIANG } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const SOFTWARE = '15-1252.00';
const GBM = '2-02-10-03'; // 计算机软件工程技术人员, 职业分类大典
const RULE = '兴趣代码只能由 R I A S E C 中的 1～3 个不同字母组成';

const api = (path, body) => apiData(server, path, body);

const open = (path) => visit(browser, server, path);

const clean = assertClean;

/** Score as the page formats it: at most two decimals, no trailing zeros. */
const score = (n) => String(Math.round(n * 100) / 100);

// The O*NET attribution: one short Chinese line with the licence link, once on the page.
async function assertChineseAttribution(page) {
  const line = page.locator(tid('onet-attribution-text'));
  assert.equal(await line.count(), 1, 'one attribution on the page');
  assert.match(await line.innerText(), /美国劳工部.*O\*NET 数据库.*CC BY 4\.0 许可/s);
  assert.equal(await line.locator('a').getAttribute('href'), 'https://creativecommons.org/licenses/by/4.0/deed.zh-hans');
}

test('/industry lists the 22 fields with their counts; 计算机与数学 opens with its occupations and majors', async () => {
  const fields = await api('Career/IndustryList');
  assert.equal(fields.length, 22);
  const { page, problems, context } = await open('/industry');
  const cards = page.locator(`${tid('industry-grid')} > a`);
  await cards.first().waitFor();
  assert.equal(await cards.count(), 22);
  assert.equal(await page.locator(tid('industry-total')).innerText(), '共 22 个行业');
  for (const f of fields) {
    const card = page.locator(tid(`industry-${f.ID}`));
    assert.match(await card.innerText(), new RegExp(`${f.Name}[\\s\\S]*${f.Count} 个职业`));
  }
  await page.locator(tid('onet-attribution-text')).waitFor();

  const computing = fields.find((f) => f.Name === '计算机与数学');
  assert.ok(computing, '计算机与数学 is a field');
  await page.locator(tid(`industry-${computing.ID}`)).click();
  await page.waitForFunction((id) => location.hash === `#/industry-detail?id=${id}`, computing.ID);
  assert.equal(await page.locator(tid('industry-name')).innerText(), '计算机与数学');
  const info = await api('Career/IndustryInfo', { ID: computing.ID });
  assert.equal(info.Professions.length, computing.Count);
  await page.locator(tid('industry-professions')).getByText(`行业内的职业（${computing.Count} 个）`).waitFor();
  assert.equal(await page.locator(`${tid('profession-list')} > .item`).count(), Math.min(10, computing.Count), 'first page of 10');
  await page.locator(tid(`profession-card-${info.Professions[0].ID}`)).waitFor();
  if (info.Majors.length) {
    const first = page.locator(tid(`major-link-${info.Majors[0].Code}`));
    assert.equal(await first.getAttribute('href'), `#/specialty-detail?id=${info.Majors[0].Code}`);
  }
  assert.match(await page.locator(tid('data-source')).innerText(), /O\*NET/);
  await assertChineseAttribution(page);
  await page.waitForLoadState('networkidle');
  clean(problems);
  await context.close();
});

test(`an occupation detail (${SOFTWARE}) shows its six interest scores, linked majors and the O*NET attribution`, async () => {
  const info = await api('Profession/ProfessionInfo', { ID: SOFTWARE });
  const { page, problems, context } = await open(`/profession-detail?ID=${SOFTWARE}`);
  await page.locator(tid('profession-name')).waitFor();
  assert.equal(await page.locator(tid('profession-name')).innerText(), info.ProfessionName);
  assert.equal(await page.locator(tid('profession-onet-code')).innerText(), `O*NET 职业代码 ${SOFTWARE}`);
  // No English beside the Chinese names (issue 15): the O*NET title stays in the API answer.
  assert.ok(!(await page.locator(tid('page-body')).innerText()).includes(info.ProfessionNameEn), 'the English title shows');
  assert.equal(await page.locator(tid('profession-industry')).innerText(), info.IndustryName);
  assert.equal(await page.locator(tid('profession-desc')).innerText(), info.ProfessionDesc);
  assert.equal((await page.locator(tid('profession-code')).innerText()).replace(/\s/g, ''), info.InterestCode);

  assert.equal(info.Interests.length, 6);
  assert.match(await page.locator(tid('interest-bars')).innerText(), /1～7 分制/);
  for (const it of info.Interests) {
    const row = page.locator(tid(`interest-score-${it.Code}`));
    assert.match(await row.innerText(), new RegExp(it.Name));
    assert.equal(await row.locator(tid('interest-score-value')).innerText(), score(it.Score));
    assert.equal(await row.locator('[role="meter"]').getAttribute('aria-valuenow'), String(it.Score));
  }

  assert.ok(info.Majors.length > 0, `${SOFTWARE} has linked majors`);
  assert.equal(await page.locator(`${tid('major-links')} li`).count(), info.Majors.length);
  const major = info.Majors[0];
  assert.equal(await page.locator(tid(`major-link-${major.Code}`)).getAttribute('href'), `#/specialty-detail?id=${major.Code}`);

  await page.locator(tid('similar-list')).waitFor();
  const similar = await api('Profession/ProfessionRecommendList', { ID: SOFTWARE, Count: 8 });
  assert.equal(await page.locator(`${tid('similar-list')} li`).count(), similar.length);

  // The edition, then the attribution in Chinese: the API's English notice is not on the page.
  assert.equal(await page.locator(tid('data-source')).innerText(), `数据来源：${info.Source.split('。来源：')[0]}（O*NET 数据库版本）`);
  assert.ok(!(await page.locator('body').innerText()).includes('U.S. Department of Labor'), 'no English notice');
  await assertChineseAttribution(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(artifacts, 'profession-detail.png'), fullPage: true });

  // A similar occupation opens in place.
  await page.locator(tid(`similar-${similar[0].ID}`)).click();
  await page.waitForFunction((id) => location.hash === `#/profession-detail?ID=${encodeURIComponent(id)}`, similar[0].ID);
  await page.locator(tid('profession-name')).filter({ hasText: similar[0].ProfessionName }).waitFor();
  clean(problems);
  await context.close();
});

test(`a 职业分类大典 occupation (${GBM}) is found by class and shows its code, hierarchy, mark, the guide's majors and its source`, async () => {
  const info = await api('Profession/ProfessionInfo', { ID: GBM });
  const { page, problems, context } = await open('/profession-dadian');
  for (const c of info.Classes) {
    await page.locator(tid(`class-${c.Code}`)).click();
    await page.waitForFunction((code) => decodeURIComponent(location.hash).includes(`class=${code}`), c.Code);
  }
  const list = await api('Profession/OccupationList', { ClassCode: info.Classes.at(-1).Code, PageIndex: 1, PageSize: 10 });
  await page.locator(tid('profession-total')).filter({ hasText: `共找到 ${list.Total} 个相关职业` }).waitFor();
  const card = page.locator(tid(`profession-card-${GBM}`));
  assert.match(await card.innerText(), /职业分类大典/);
  await card.locator(tid('profession-card-name')).click();
  await page.waitForFunction((id) => location.hash === `#/profession-detail?ID=${id}`, GBM);

  await page.locator(tid('occupation-summary')).waitFor();
  assert.equal(await page.locator(tid('profession-name')).innerText(), info.ProfessionName);
  assert.equal(await page.locator(tid('profession-id')).innerText(), info.Code);
  assert.equal((await page.locator(tid('occupation-marks')).innerText()).trim(), '数字职业');
  for (const c of info.Classes) {
    assert.match(await page.locator(tid(`occupation-class-${c.Code}`)).innerText(), new RegExp(`${c.Level}：${c.Name}`));
  }
  assert.match(await page.locator(tid('occupation-unavailable')).innerText(), /没有职业定义/);
  assert.equal(await page.locator(tid('guide-major')).count(), info.GuideMajors.length);
  const major = info.GuideMajors.find((m) => m.Level === '普通本科' && m.Id);
  assert.equal(await page.locator(tid(`guide-major-${major.Id}`)).getAttribute('href'), `#/specialty-detail?id=${major.Id}`);
  assert.equal(await page.locator(tid('data-source')).innerText(), `数据来源：${info.Source}`);
  assert.match(await page.locator(tid('guide-source')).innerText(), /2023年版/);
  assert.equal(await page.locator(tid('onet-attribution')).count(), 0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(artifacts, 'occupation-detail.png'), fullPage: true });

  // The major's page lists the occupation among its official ones, and says its O*NET links are editorial.
  await page.locator(tid(`guide-major-${major.Id}`)).click();
  await page.locator(tid('major-occupations')).waitFor();
  assert.equal(await page.locator(tid(`major-occupation-${GBM}`)).innerText(), info.ProfessionName);
  assert.match(await page.locator(tid('major-professions-editorial')).innerText(), /并非官方对照/);
  clean(problems);
  await context.close();
});

test('interest search "IC" lists occupations whose code starts with IC; a bad code shows the message', async () => {
  const expected = await api('Profession/ProfessionSearchByInterestCode', { InterestCode: 'IC', PageIndex: 1, PageSize: 10 });
  assert.ok(expected.Total > 0);
  const { page, problems, context } = await open('/profession');
  await page.locator(tid('interest-type-I')).click();
  await page.locator(tid('interest-type-C')).click();
  assert.equal(await page.locator(`${tid('interest-search-input')} input`).inputValue(), 'IC');
  await page.locator(tid('interest-search-submit')).click();
  await page.waitForFunction(() => location.hash === '#/profession-seachlist?InterestCode=IC');
  await page.locator(tid('profession-total')).waitFor();
  assert.equal(await page.locator(tid('profession-total')).innerText(), `共找到 ${expected.Total} 个相关职业`);
  const codes = await page.locator(tid('profession-card-code')).allInnerTexts();
  assert.equal(codes.length, expected.List.length);
  for (const c of codes) assert.match(c.replace(/\s/g, ''), /^IC/);

  // The server checks the code; its message shows in place of the results.
  await page.goto(`${server.url}/#/profession-seachlist?InterestCode=XYZ`);
  assert.equal((await page.locator(tid('profession-error')).innerText()).trim(), RULE);
  // The form says the same before asking.
  const input = page.locator(`${tid('interest-search-input')} input`);
  await input.fill('RR');
  await page.locator(tid('interest-search-submit')).click();
  assert.equal(await page.locator(tid('interest-search-hint')).innerText(), RULE);
  await page.waitForLoadState('networkidle');
  clean(problems);
  await context.close();
});

test('unknown ids show clear Chinese not-found states', async () => {
  const notFound = (pageId) => page.locator(`${tid(pageId)} ${tid('not-found')}`);
  const { page, problems, context } = await newPage(browser, server.url);
  // An unknown id is a business outcome (HTTP 200, Code 404): no failed request, a clean console.
  const failed = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`); });
  await seedStorage(page, server, { ExamProvince: ZHEJIANG });
  await page.goto(`${server.url}/#/profession-detail?ID=99-9999.99`);
  assert.match(await notFound('profession-detail-page').innerText(), /未找到该职业/);
  await page.goto(`${server.url}/#/industry-detail?id=99`);
  assert.match(await notFound('industry-detail-page').innerText(), /未找到该行业/);
  await page.goto(`${server.url}/#/profession-detail`);
  assert.match(await notFound('profession-detail-page').innerText(), /未找到该职业/);
  // The way back works.
  await page.locator(tid('not-found-back')).click();
  await page.locator(tid('profession-home')).waitFor();
  assert.deepEqual(failed, []);
  clean(problems);
  await context.close();
});

test('landing, list with field filter and paging, field picker and name search', async () => {
  const fields = await api('Career/IndustryList');
  const hot = await api('Profession/ProfessionHotList', { Count: 10 });
  const { page, problems, context } = await open('/profession');
  await page.locator(`${tid('hot-list')} li`).first().waitFor();
  assert.equal(await page.locator(`${tid('hot-list')} li`).count(), hot.length);
  assert.match(await page.locator(tid(`hot-${hot[0].ID}`)).innerText(), new RegExp(`关联 ${hot[0].MajorCount} 个专业`));
  assert.match(await page.locator(tid('hot-explain')).innerText(), /最多本科专业/);
  // The field grid comes from its own request: wait for it before counting.
  await page.locator(`${tid('home-fields')} ${tid('industry-grid')} > a`).first().waitFor();
  assert.equal(await page.locator(`${tid('home-fields')} ${tid('industry-grid')} > a`).count(), fields.length);

  // A field card opens the paged list of that field.
  const field = fields.find((f) => f.Count > 20) ?? fields[0];
  await page.locator(`${tid('home-fields')} ${tid(`industry-${field.ID}`)}`).click();
  await page.waitForFunction((id) => location.hash === `#/profession-list?CategoryId=${id}`, field.ID);
  assert.equal(await page.locator(tid('profession-total')).innerText(), `共找到 ${field.Count} 个相关职业`);
  assert.equal(await page.locator(`${tid('profession-list')} > .item`).count(), Math.min(10, field.Count));
  await page.locator(`${tid('pager')} .item`).filter({ hasText: /^2$/ }).click();
  await page.waitForFunction(() => /[?&]page=2/.test(location.hash));
  const second = await api('Profession/ProfessionList', { CategoryId: field.ID, PageIndex: 2, PageSize: 10 });
  await page.locator(tid(`profession-card-${second.List[0].ID}`)).waitFor();

  // The field picker.
  await page.goto(`${server.url}/#/profession-typelist`);
  await page.locator(tid(`field-pick-${field.ID}`)).click();
  await page.locator(tid('field-group-name')).filter({ hasText: field.Name }).waitFor();
  assert.equal(await page.locator(`${tid('field-group-list')} li`).count(), field.Count);

  // Name search from the landing page.
  await page.goto(`${server.url}/#/profession`);
  await page.locator(`${tid('name-search-input')} input`).fill('软件');
  await page.locator(tid('name-search-submit')).click();
  await page.waitForFunction(() => location.hash.startsWith('#/profession-seachlist?Name='));
  const byName = await api('Profession/ProfessionSearchByName', { Name: '软件', PageIndex: 1, PageSize: 10 });
  assert.equal(await page.locator(tid('profession-total')).innerText(), `共找到 ${byName.Total} 个相关职业`);
  await page.waitForLoadState('networkidle');
  clean(problems);
  await context.close();
});
