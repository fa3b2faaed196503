// AI 智能问答 (/ai) against the real binary, written to docs/API-CHAT.md: a visitor reads what it
// answers and is asked to log in; a signed-in student asks 广东物理类600分排多少名 and sees the tools
// and the text stream in, then the answer with [N] references and its source cards; asks a
// follow-up in the same chat; renames the chat (the title checked first), pins it above a newer
// chat, shares it — a visitor opens the link read-only and reads the same answers — and revokes
// it (the link says 分享链接已失效); deletes it and it leaves the list. The page fits a 390 px
// screen and has no critical or serious accessibility violation (the rules of a11y.test.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startServer } from '../lib/server.mjs';
import { launch, PHONE } from '../lib/browser.mjs';
import { apiLogin, tid } from '../lib/app.mjs';
import { apiData, assertClean, openAs } from '../lib/visit.mjs';

const STUDENT_PHONE = '13800000981';
const QUESTION = '广东物理类600分排多少名';
const FOLLOW_UP = '那590分呢';
const OTHER_QUESTION = '浙江大学在广东的投档线';
const TITLE = '广东600分的位次';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server, browser, student, config;
// What the tests hand on: the chat's id, its answers as shown, its share link.
const state = { chatId: '', answers: [], shareUrl: '' };
before(async () => {
  server = await startServer();
  browser = await launch();
  student = await apiLogin(server, STUDENT_PHONE);
  config = await apiData(server, 'Chat/GetChatConfig');
});
after(async () => { await browser?.close(); await server?.stop(); });

/** A browser of its own for a user (null: nobody logged in), in 广东. */
const viewAs = (login, viewport) => openAs(browser, server, login, viewport);
/** The Data of a signed-in call (the test fails on any other Code). */
async function asStudent(path, body = {}) {
  const r = await server.api(path, body, student.Token);
  assert.equal(r.Code, 0, `${path}: ${JSON.stringify(r)}`);
  return r.Data;
}
const texts = (locator) => locator.evaluateAll((els) => els.map((e) => e.textContent.trim()));
const item = (page, title) => page.locator(tid('chat-item')).filter({ hasText: title });

/** axe's critical and serious violations of the page as it stands (the rules of a11y.test.mjs). */
async function violations(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Records, from now on, every text the streaming answer and the tools line show before the answer is done. */
function watchStream(page) {
  return page.evaluate(() => {
    const seen = { streamed: [], tools: [] };
    window.__chatSeen = seen;
    const look = () => {
      const s = document.querySelector('[data-testid="chat-streaming"]')?.textContent;
      if (s && seen.streamed[seen.streamed.length - 1] !== s) seen.streamed.push(s);
      const t = document.querySelector('[data-testid="chat-tools"]')?.textContent;
      if (t && seen.tools[seen.tools.length - 1] !== t) seen.tools.push(t);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the thread shows `n` answered turns and nothing is streaming. */
async function answered(page, n) {
  await page.locator(tid('chat-turn')).nth(n - 1).waitFor({ timeout: 30_000 });
  await page.locator(tid('chat-pending')).waitFor({ state: 'detached' });
}

test('the config answers as the contract says', () => {
  assert.match(config.Engine, /^rules(\+model)?$/);
  assert.equal(typeof config.Speech, 'boolean');
  assert.ok(config.Examples?.length && config.Topics?.length, 'examples and topics');
  assert.equal(config.Limits.QuestionChars, 500);
  assert.equal(config.Limits.TitleChars, 30);
});

test('a visitor reads what it answers, from the portal’s data with sources, and is asked to log in', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await viewAs(null);
  await page.goto(`${server.url}/#/ai`);
  const intro = page.locator(tid('chat-intro'));
  await intro.waitFor();
  await intro.locator(tid('chat-topics')).waitFor();
  assert.deepEqual(await texts(intro.locator(`${tid('chat-topics')} li`)), config.Topics);
  assert.match(await intro.locator(tid('chat-intro-examples')).textContent(), new RegExp(config.Examples[0]));
  const note = await page.locator(tid('chat-engine-note')).textContent();
  assert.match(note, /回答只来自本站数据，每个数字都注明来源/);
  if (config.Engine === 'rules') assert.match(note, /当前为规则问答（未接入大模型）/);
  assert.equal(await page.locator(tid('chat-input')).count(), 0, 'no question box for a visitor');
  await intro.locator(tid('chat-login')).click();
  await page.locator(tid('login-page')).waitFor();
  assert.match(new URL(page.url()).hash, /^#\/login\?redirect=%2Fai$/);
  assertClean(problems);
  await context.close();
});

test('a student asks: the tools and text stream in, then the answer with its source cards', { timeout: 90_000 }, async () => {
  const { page, problems, context } = await viewAs(student);
  await page.goto(`${server.url}/#/ai`);
  await page.locator(tid('chat-list-empty')).waitFor();
  assert.ok(await page.locator(tid('chat-example')).count() >= 1, 'example questions for an empty chat');
  assert.equal(await page.locator(tid('chat-mic')).count(), config.Speech ? 1 : 0, 'the microphone follows Speech');
  const input = page.locator(tid('chat-input'));
  await input.fill(QUESTION);
  assert.equal(await page.locator(tid('chat-input-count')).textContent(), `${[...QUESTION].length}/500`);
  await watchStream(page);
  await input.press('Enter');
  await answered(page, 1);

  const seen = await page.evaluate(() => window.__chatSeen);
  assert.ok(seen.streamed.length >= 1, 'the answer’s text showed while it streamed');
  assert.ok(seen.tools.some((t) => /一分一段表/.test(t)), `the tools line named the rank table: ${JSON.stringify(seen.tools)}`);
  const answer = (await page.locator(tid('chat-answer')).textContent()).trim();
  assert.ok(answer.startsWith(seen.streamed[0].trim().slice(0, 10)), 'the answer is the text that streamed in');
  assert.match(answer, /600/);
  assert.equal(await input.inputValue(), '', 'the box is empty again');
  assert.equal(await input.isDisabled(), false);

  // The new chat joined the list under its first question and is the one selected.
  assert.deepEqual(await texts(page.locator(tid('chat-item-title'))), [QUESTION]);
  state.chatId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('chat');
  assert.ok(state.chatId, 'the address names the chat');
  const [stored] = (await asStudent('Chat/GetChatRecordList', { ChatId: state.chatId })).List;
  assert.equal(answer, stored.Answer.trim(), 'the answer on screen is the stored one');

  // [N] is a superscript reference to card N; every card shows its source as the server gave it.
  const refs = page.locator(tid('chat-ref'));
  assert.ok(await refs.count() >= 1, 'a [N] reference in the answer');
  assert.equal(await refs.first().evaluate((e) => e.parentElement.tagName), 'SUP');
  assert.ok(stored.Citations.length >= 1, 'the answer has sources');
  assert.equal(await page.locator(tid('chat-citation')).count(), stored.Citations.length, 'one card per source');
  for (const c of stored.Citations) {
    const card = page.locator(`${tid('chat-citation')}[data-n="${c.N}"]`);
    assert.match(await card.textContent(), new RegExp(`\\[${c.N}\\]`));
    assert.ok((await card.textContent()).includes(c.Title), `card ${c.N} names ${c.Title}`);
    if (c.Authority) assert.equal(await card.locator(tid('chat-citation-authority')).textContent(), c.Authority);
    assert.equal(await card.locator(tid('chat-citation-official')).count(), c.Official ? 1 : 0, `card ${c.N}: 官方 when Official`);
    if (/^https?:/.test(c.Url)) assert.equal(await card.locator(tid('chat-citation-link')).getAttribute('href'), c.Url);
    if (c.Caveat) assert.ok((await card.locator(tid('chat-citation-caveat')).textContent()).includes(c.Caveat));
  }
  assert.ok(stored.Citations.some((c) => c.Kind === 'admission' && /教育考试院/.test(c.Authority)), 'the rank table’s source is the exam authority');
  const n = await refs.first().getAttribute('data-n');
  await refs.first().click();
  assert.equal(await page.locator(`${tid('chat-citation')}[data-n="${n}"]`).evaluate((e) => e === document.activeElement), true, 'the reference leads to its card');
  assertClean(problems);
  await context.close();
});

test('a follow-up in the same chat is answered there', { timeout: 90_000 }, async () => {
  assert.ok(state.chatId, 'the first question was answered');
  const { page, problems, context } = await viewAs(student);
  await page.goto(`${server.url}/#/ai?chat=${state.chatId}`);
  await answered(page, 1);
  assert.equal(await page.locator(tid('chat-examples')).count(), 0, 'no examples in a chat with turns');
  await page.locator(tid('chat-input')).fill(FOLLOW_UP);
  await page.locator(tid('chat-send')).dblclick();
  await answered(page, 2);
  assert.deepEqual(await texts(page.locator(tid('chat-question'))), [`问：${QUESTION}`, `问：${FOLLOW_UP}`]);
  state.answers = await texts(page.locator(tid('chat-answer')));
  assert.equal(await page.locator(tid('chat-item')).count(), 1, 'still one chat');
  const stored = await asStudent('Chat/GetChatRecordList', { ChatId: state.chatId });
  assert.equal(stored.List.length, 2, 'a double click asked once');
  assert.equal(state.answers[1], stored.List[1].Answer.trim());
  assertClean(problems);
  await context.close();
  // The conversation fills what the follow-up leaves out (广东, 物理类): it is answered, not asked back.
  assert.doesNotMatch(state.answers[1], /哪个省份|请告诉我/, 'the province and track come from the conversation');
  assert.match(state.answers[1], /590/);
});

test('the student renames the chat (the title is checked first) and pins it above a newer chat', { timeout: 60_000 }, async () => {
  assert.ok(state.chatId, 'the chat exists');
  await asStudent('Chat/Ask', { Question: OTHER_QUESTION }); // a newer chat, asked without a stream
  const { page, problems, context } = await viewAs(student);
  await page.goto(`${server.url}/#/ai?chat=${state.chatId}`);
  await answered(page, 2);
  await item(page, OTHER_QUESTION).waitFor();
  assert.deepEqual(await texts(page.locator(tid('chat-item-title'))), [OTHER_QUESTION, QUESTION], 'the newest question first');

  await page.locator(tid('chat-rename')).click();
  const dialog = page.locator(tid('chat-rename-dialog'));
  const field = dialog.locator(tid('chat-rename-input'));
  await field.fill('   ');
  await dialog.locator(tid('chat-rename-save')).click();
  await dialog.locator(tid('chat-rename-error')).filter({ hasText: '请填写对话标题' }).waitFor();
  await field.fill('位'.repeat(31));
  await dialog.locator(tid('chat-rename-error')).filter({ hasText: '标题不能超过 30 个字' }).waitFor();
  await field.fill(TITLE);
  await dialog.locator(tid('chat-rename-save')).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator(tid('chat-title')).textContent(), TITLE);
  await item(page, TITLE).waitFor();

  await page.locator(tid('chat-pin')).click();
  await page.locator(tid('chat-pin')).filter({ hasText: '取消置顶' }).waitFor();
  await page.reload();
  await answered(page, 2);
  await page.locator(tid('chat-item-top')).waitFor();
  assert.deepEqual(await texts(page.locator(tid('chat-item'))), [`置顶${TITLE}`, OTHER_QUESTION], 'pinned first, marked 置顶');
  const list = await asStudent('Chat/GetChatList');
  assert.deepEqual(list.map((c) => [c.Title, c.IsTop]), [[TITLE, true], [OTHER_QUESTION, false]]);
  assertClean(problems);
  await context.close();
});

test('a shared link is read-only for a visitor, with the same answers; revoked, it says 分享链接已失效', { timeout: 90_000 }, async () => {
  assert.ok(state.answers.length === 2, 'the chat has two answers');
  const owner = await viewAs(student);
  await owner.page.goto(`${server.url}/#/ai?chat=${state.chatId}`);
  await answered(owner.page, 2);
  await owner.page.locator(tid('chat-share')).click();
  const dialog = owner.page.locator(tid('chat-share-dialog'));
  const url = dialog.locator(tid('chat-share-url'));
  await url.waitFor();
  state.shareUrl = await url.inputValue();
  assert.deepEqual(await violations(owner.page), [], 'the share dialog’s accessibility');
  assert.match(state.shareUrl, new RegExp(`^${server.url.replace(/\./g, '\\.')}/#/ai\\?share=[A-Za-z0-9_-]{22}$`));
  await dialog.locator(tid('chat-share-close')).click();
  await owner.page.locator(tid('chat-item-shared')).waitFor();

  const visitor = await viewAs(null);
  await visitor.page.goto(state.shareUrl);
  const shared = visitor.page.locator(tid('chat-shared'));
  await shared.waitFor();
  assert.equal(await shared.locator(tid('chat-shared-title')).textContent(), TITLE);
  assert.deepEqual(await texts(shared.locator(tid('chat-answer'))), state.answers, 'the same answers');
  assert.ok(await shared.locator(tid('chat-citation')).count() >= 1, 'with their sources');
  for (const id of ['chat-input', 'chat-send', 'chat-rename', 'chat-pin', 'chat-share', 'chat-delete']) {
    assert.equal(await visitor.page.locator(tid(id)).count(), 0, `read-only: no ${id}`);
  }
  assert.deepEqual(await violations(visitor.page), [], 'the shared chat’s accessibility');

  await owner.page.locator(tid('chat-share')).click();
  await dialog.locator(tid('chat-share-revoke')).click();
  await dialog.locator(tid('chat-share-revoked')).waitFor();
  await dialog.locator(tid('chat-share-close')).click();
  await visitor.page.reload();
  const gone = visitor.page.locator(tid('chat-share-gone'));
  await gone.waitFor();
  assert.match(await gone.textContent(), /分享链接已失效/);
  assertClean(owner.problems);
  assertClean(visitor.problems);
  await visitor.context.close();
  await owner.context.close();
});

test('the page fits a 390 px (and 360 px) screen: the list folds above the thread, 44 px touch targets', { timeout: 60_000 }, async () => {
  assert.ok(state.chatId, 'the chat exists');
  const { page, problems, context } = await viewAs(student, PHONE);
  await page.goto(`${server.url}/#/ai?chat=${state.chatId}`);
  await answered(page, 2);
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `/ai scrolls sideways at 390 px: ${width}`);
  assert.equal(await page.locator(tid('chat-list')).isVisible(), false, 'the list is folded');
  await page.locator(tid('chat-side-toggle')).click();
  await page.locator(tid('chat-list')).waitFor();
  for (const id of ['chat-side-toggle', 'chat-new', 'chat-item', 'chat-send', 'chat-rename', 'chat-pin']) {
    const box = await page.locator(tid(id)).first().boundingBox();
    assert.ok(box && box.height >= 44, `${id} is ${box?.height} px high`);
  }
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE.width, 'no sideways scroll with the list open');
  // The narrowest phones the page is made for.
  await page.setViewportSize({ width: 360, height: 740 });
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no sideways scroll at 360 px');
  assert.deepEqual(await violations(page), [], 'the signed-in page’s accessibility at 390 px');
  assertClean(problems);
  await context.close();
});

test('the student deletes the chat after confirming, and it leaves the list', { timeout: 60_000 }, async () => {
  assert.ok(state.chatId, 'the chat exists');
  const { page, problems, context } = await viewAs(student);
  await page.goto(`${server.url}/#/ai?chat=${state.chatId}`);
  await answered(page, 2);
  await page.locator(tid('chat-delete')).click();
  const dialog = page.locator(tid('chat-delete-dialog'));
  assert.match(await dialog.textContent(), new RegExp(TITLE));
  await dialog.locator(tid('chat-delete-confirm')).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => location.hash === '#/ai');
  await item(page, TITLE).waitFor({ state: 'detached' });
  assert.deepEqual(await texts(page.locator(tid('chat-item-title'))), [OTHER_QUESTION]);
  await page.reload();
  await item(page, OTHER_QUESTION).waitFor();
  assert.equal(await item(page, TITLE).count(), 0, 'still gone after a reload');
  const list = await asStudent('Chat/GetChatList');
  assert.deepEqual(list.map((c) => c.Title), [OTHER_QUESTION]);
  assert.deepEqual(await violations(page), [], 'the signed-in page’s accessibility');
  assertClean(problems);
  await context.close();
});
