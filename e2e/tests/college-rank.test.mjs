// The 录取位次 ranking on /college-rank against the real binary and its imported admission
// results: the page's default ranking, in the candidate's province (the site's by default), a year
// with results there and the track of that year (a signed-in student's own); rows by entry rank
// with converted ranks labelled; honest empty states. Every expected number is read from the API
// the page uses.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { artifacts, launch, newPage } from '../lib/browser.mjs';
import { apiLogin, seedStorage, tid } from '../lib/app.mjs';
import { apiData, visit, assertClean } from '../lib/visit.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.stop(); });

const api = (path, body) => apiData(server, path, body);
const query = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
const rowIds = (page) => page.locator('[data-testid^="rank-row-"]').evaluateAll((els) => els.map((e) => e.dataset.testid.slice('rank-row-'.length)));

/** Waits until the rows are exactly the answer's, in its order. */
async function rowsAre(page, answer) {
  await page.waitForFunction((ids) => [...document.querySelectorAll('[data-testid^="rank-row-"]')].map((e) => e.dataset.testid.slice(9)).join() === ids,
    answer.List.map((r) => r.Id).join(), { timeout: 30_000 });
}

/** The rank numbers shown in the value column ("最低投档位次 1234" → 1234). */
const shownValues = async (page) => (await page.locator(tid('rank-value')).allInnerTexts()).map((t) => Number(/位次\s*(\d+)/.exec(t)?.[1]));

const ranking = (body) => api('College/GetCollegeRankList', { CategoryId: 'admission', PageIndex: 1, PageSize: 10, ...body });

test('录取位次 is the default: 广东 2024 物理 by entry rank, with its description and source; the site province first', async () => {
  const { page, problems, context } = await visit(browser, server, '/college-rank');
  const kinds = await api('College/GetCollegeRankCategoryList', {});
  const kind = kinds.find((k) => k.ID === 'admission');
  assert.ok(kind, 'the admission ranking is offered');
  // Nothing clicked: the 录取位次 tab is the first and the active one; the majors count says what it counts.
  await page.locator(`${tid('rank-tab-admission')}.active`).waitFor();
  assert.deepEqual(await page.locator(`${tid('rank-tabs')} > .item`).allInnerTexts(), kinds.map((k) => k.Name));
  assert.equal(kinds[0].ID, 'admission');
  assert.equal(await page.locator(tid('rank-tab-majors')).innerText(), '开设专业数');
  assert.equal(await page.locator(`${tid('rank-tabs')} > .item.active`).count(), 1);
  assert.equal(query(page).get('type'), null, 'the default needs no query');
  await page.locator(tid('rank-admission-pickers')).waitFor();
  assert.equal(await page.locator(tid('rank-tab-admission')).innerText(), kind.Name);
  assert.equal(await page.locator(`${tid('rank-description')} p`).first().innerText(), kind.Description);

  // The visitor is in 浙江 (3+3): no track to choose; its lines are major-level, so the answer is
  // empty and the page says why in the API's words.
  // The select shows 加载中 until the provinces arrive; then it holds the site's province.
  await page.locator(`${tid('rank-exam-province')}:not([disabled])`).waitFor();
  assert.equal(await page.locator(tid('rank-exam-province')).inputValue(), '33');
  const zj = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 33 });
  const zjAnswer = await ranking({ ExamProvinceId: 33, Year: Math.max(...zj.Years) });
  await page.locator(tid(`rank-exam-year-${Math.max(...zj.Years)}`)).waitFor();
  assert.equal(await page.locator(tid('rank-exam-track')).count(), 0);
  if (!zjAnswer.List.length) {
    await page.locator(tid('rank-empty')).filter({ hasText: zjAnswer.Source }).waitFor();
  } else {
    await rowsAre(page, zjAnswer);
  }

  // 广东, 2024, 物理.
  await page.locator(tid('rank-exam-province')).selectOption('44');
  const gd = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 44 });
  for (const y of gd.Years) await page.locator(tid(`rank-exam-year-${y}`)).waitFor();
  await page.locator(tid('rank-exam-year-2024')).click();
  const rules = await api('Public/ProvinceIsNewExam', { ProvinceId: 44, Year: 2024 });
  assert.deepEqual(await page.locator(`${tid('rank-exam-track')} button`).allInnerTexts(), rules.RuleList.map((r) => r.Name));
  await page.locator(tid('rank-exam-track-物理')).click();
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('exam=44&year=2024&track=物理'));
  const gd2024 = await ranking({ ExamProvinceId: 44, Year: 2024, SelectSubject: '物理' });
  assert.ok(gd2024.Total > 10);
  await rowsAre(page, gd2024);
  assert.equal(await page.locator(tid('rank-exam-year-2024')).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(tid('rank-exam-track-物理')).getAttribute('aria-pressed'), 'true');

  const ranks = await page.locator(tid('rank-no')).allInnerTexts();
  assert.equal(ranks[0], '1');
  assert.deepEqual(ranks, gd2024.List.map((r) => String(r.Rank)));
  const values = await shownValues(page);
  assert.deepEqual(values, gd2024.List.map((r) => r.Value));
  for (let i = 1; i < values.length; i++) assert.ok(values[i] >= values[i - 1], `values non-decreasing: ${values}`);
  const source = await page.locator(tid('rank-source')).innerText();
  assert.ok(source.includes('广东2024年物理类'), source);
  assert.equal(source, `排名依据：${gd2024.Source}`);
  // 广东 prints its ranks: none is labelled converted unless the API says so.
  assert.equal(await page.locator(tid('rank-converted')).count(), gd2024.List.filter((r) => r.ValueText.includes('（换算）')).length);
  await page.screenshot({ path: join(artifacts, 'college-rank-admission.png'), fullPage: true });

  // Page 2 goes on from where page 1 stopped.
  await page.locator(`${tid('rank-pager')} .ui.pagination a.item`).filter({ hasText: /^2$/ }).click();
  const second = await ranking({ ExamProvinceId: 44, Year: 2024, SelectSubject: '物理', PageIndex: 2 });
  await rowsAre(page, second);
  assert.ok((await shownValues(page))[0] >= values[values.length - 1]);
  assert.equal(query(page).get('page'), '2');

  // A reload (or a shared link) keeps the choice.
  await page.reload();
  await rowsAre(page, second);
  assert.equal(await page.locator(tid('rank-exam-province')).inputValue(), '44');
  assertClean(problems);
  await context.close();
});

test('录取位次: converted ranks are labelled 换算; a province whose lines carry no rank says so', async () => {
  const { page, problems, context } = await visit(browser, server, '/query/collegerank?type=admission&exam=32&year=2025&track=物理');
  const js = await ranking({ ExamProvinceId: 32, Year: 2025, SelectSubject: '物理' });
  await rowsAre(page, js);
  const converted = js.List.filter((r) => r.ValueText.endsWith('（换算）'));
  assert.equal(await page.locator(tid('rank-converted')).count(), converted.length);
  assert.ok(converted.length > 0, '江苏 prints scores only: its ranks are converted');
  {
    const cell = page.locator(tid(`rank-row-${converted[0].Id}`)).locator(tid('rank-value'));
    assert.equal(await cell.locator('em').innerText(), converted[0].ValueText.replace('（换算）', ''));
    assert.equal(await cell.locator('[data-tooltip]').getAttribute('data-tooltip'), '由本站按当年一分一段表换算');
    assert.equal(await cell.locator(tid('rank-converted')).innerText(), '换算');
  }
  assert.ok((await page.locator(tid('rank-source')).innerText()).includes('江苏2025年物理类'));
  await page.screenshot({ path: join(artifacts, 'college-rank-converted.png') });

  // 西藏's lines are third-party aggregates with scores only, and 西藏 has no 一分一段 table: its years
  // are offered, and the ranking says that no line there carries a rank (the server's words).
  const xz = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 54 });
  assert.ok(xz.Years.includes(2025), `西藏 years: ${xz.Years}`);
  const xzRanking = await ranking({ ExamProvinceId: 54, Year: 2025, SubjectType: 1 });
  assert.equal(xzRanking.List.length, 0);
  assert.match(xzRanking.Source, /^暂无西藏2025年文科带位次的院校投档线/);
  await page.goto(`${server.url}/#/query/collegerank?type=admission&exam=54&year=2025&track=1`);
  await page.locator(tid('rank-empty')).filter({ hasText: xzRanking.Source }).waitFor();
  assert.equal(await page.locator('[data-testid^="rank-row-"]').count(), 0);

  // The other rankings are as they were.
  await page.locator(tid('rank-tab-majors')).click();
  const majors = await api('College/GetCollegeRankList', { CategoryId: 'majors', PageIndex: 1, PageSize: 10 });
  await rowsAre(page, majors);
  assert.match(await page.locator(tid('rank-source')).innerText(), /^数据来源：/);
  assert.equal(await page.locator(tid('rank-admission-pickers')).count(), 0);
  assert.equal(query(page).get('exam'), null);
  assertClean(problems);
  await context.close();
});

test("a signed-in student's default: 录取位次 in the profile's province, newest year and own track (历史)", async () => {
  const login = await apiLogin(server, '13800000452');
  const asUser = async (path, body = {}) => {
    const r = await server.api(path, body, login.Token);
    assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
    return r.Data;
  };
  await asUser('User/UpdateUserExam', { ExamProvinceId: 44, ExamYear: 2025, SelectSubjects: ['历史', '政治', '地理'] });
  await asUser('User/UpdateUserScore', { Score: 580 });
  const gd = await api('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId: 44 });
  const year = Math.max(...gd.Years);
  const expected = await ranking({ ExamProvinceId: 44, Year: year, SelectSubject: '历史' });
  assert.ok(expected.Total > 10, `广东 ${year} 历史类: ${expected.Total}`);

  const { page, problems, context } = await newPage(browser, server.url);
  // The header held 浙江 from an earlier visit: the profile's 广东 wins once signed in.
  await seedStorage(page, server, { ExamProvince: { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' }, LoginData: login });
  await page.goto(`${server.url}/#/college-rank`);
  await rowsAre(page, expected);
  await page.locator(`${tid('rank-tab-admission')}.active`).waitFor();
  assert.equal(await page.locator(tid('rank-exam-province')).inputValue(), '44');
  assert.equal(await page.locator(tid(`rank-exam-year-${year}`)).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(tid('rank-exam-track-历史')).getAttribute('aria-pressed'), 'true', 'the student\'s track, not the first');
  assert.ok((await page.locator(tid('rank-source')).innerText()).includes(`广东${year}年历史类`));
  await page.screenshot({ path: join(artifacts, 'college-rank-student.png'), fullPage: true });

  // The track stays changeable; the profile is not rewritten.
  await page.locator(tid('rank-exam-track-物理')).click();
  await rowsAre(page, await ranking({ ExamProvinceId: 44, Year: year, SelectSubject: '物理' }));
  assert.deepEqual((await asUser('User/GetUserStudent')).UserScore.SelectSubjects, ['历史', '政治', '地理']);
  assertClean(problems);
  await context.close();
});
