import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { ANSWER, answerStream, CONFIG, mockChatApi, ok, refused, sse, turn } from '../test/mock-chat';
import { signInStudent, signOut } from '../test/session';
import ChatPage from './ChatPage';

vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/ai', element: page(<ChatPage />) },
  { path: '/login', element: page(<p>登录页</p>) },
];
const location = () => screen.getByTestId('location').textContent;
/** The config and the chat list have been read (nothing is left to arrive unseen). */
const settled = () => waitFor(() => {
  expect(screen.getByTestId('chat-engine-note').textContent).toContain('规则问答');
  expect(screen.queryByTestId('chat-list') ?? screen.queryByTestId('chat-list-empty')).not.toBeNull();
});
const chat = (ChatId: string, Title: string, IsTop = false) => ({ ChatId, Title, IsTop, Turns: 1, ShareId: '', CreatedAt: '2026-11-24T00:00:00Z', UpdatedAt: '2026-11-24T00:00:00Z' });

beforeEach(() => signOut());
// Not signed out after a test: the page is still on screen then (cleanup comes after this file's hooks).
afterEach(() => vi.unstubAllGlobals());

describe('/ai for a visitor', () => {
  it('says what it answers, from the portal’s data with sources, and leads to the login', async () => {
    mockChatApi({ 'Chat/GetChatConfig': () => ok(CONFIG) });
    renderAt('/ai', routes);
    const intro = await screen.findByTestId('chat-intro');
    await waitFor(() => expect(screen.getByTestId('chat-engine-note').textContent).toContain('规则问答'));
    await waitFor(() => expect(within(intro).getByTestId('chat-topics').textContent).toBe('分数换位次等位分批次线'));
    expect(within(intro).getByTestId('chat-intro-examples').textContent).toContain('广东物理类600分排多少名');
    expect(screen.getByTestId('chat-engine-note').textContent).toContain('回答只来自本站数据，每个数字都注明来源；当前为规则问答（未接入大模型）');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-login'));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fai'));
  });

  it('reads a shared chat, read-only, with its sources', async () => {
    const api = mockChatApi({ 'Chat/GetChatConfig': () => ok(CONFIG), 'Chat/GetChatRecordListToShare': () => ok({ Title: '广东物理类600分排多少名', List: [turn(1)] }) });
    renderAt('/ai?share=S1234567890123456789ab', routes);
    const shared = await screen.findByTestId('chat-shared');
    expect(within(shared).getByTestId('chat-shared-title').textContent).toBe('广东物理类600分排多少名');
    expect(within(shared).getByTestId('chat-answer').textContent).toBe(ANSWER);
    expect(within(shared).getAllByTestId('chat-citation')).toHaveLength(1);
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(api.bodies('Chat/GetChatRecordListToShare')).toEqual([{ ShareId: 'S1234567890123456789ab' }]);
  });

  it('says 分享链接已失效 for a revoked or unknown link, signed in or not', async () => {
    signInStudent();
    mockChatApi({ 'Chat/GetChatConfig': () => ok(CONFIG), 'Chat/GetChatRecordListToShare': () => refused(404, '分享链接已失效') });
    renderAt('/ai?share=gone', routes);
    expect((await screen.findByTestId('chat-share-gone')).textContent).toContain('分享链接已失效');
    expect(screen.queryByTestId('chat-workspace')).toBeNull();
  });
});

describe('/ai signed in', () => {
  beforeEach(() => signInStudent());

  it('lists the chats, pinned ones first and marked 置顶, and shows a chosen chat’s turns', async () => {
    const api = mockChatApi({
      'Chat/GetChatConfig': () => ok(CONFIG),
      'Chat/GetChatList': () => ok([chat('p', '浙江大学在广东的投档线', true), chat('a', '广东物理类600分排多少名')]),
      'Chat/GetChatRecordList': (b) => ok({ ChatId: b.ChatId, Title: '广东物理类600分排多少名', IsTop: false, ShareId: '', List: [turn(1)] }),
    });
    renderAt('/ai', routes);
    await settled();
    const items = await screen.findAllByTestId('chat-item');
    expect(items.map((i) => i.textContent)).toEqual(['置顶浙江大学在广东的投档线', '广东物理类600分排多少名']);
    expect(screen.getByTestId('chat-examples').textContent).toContain('600分相当于去年多少分');
    fireEvent.click(items[1]);
    await waitFor(() => expect(location()).toBe('/ai?chat=a'));
    const answer = await screen.findByTestId('chat-answer');
    expect(answer.textContent).toBe(ANSWER);
    expect(screen.getByTestId('chat-title').textContent).toBe('广东物理类600分排多少名');
    expect(screen.queryByTestId('chat-examples')).toBeNull();
    expect(api.bodies('Chat/GetChatRecordList')).toEqual([{ ChatId: 'a' }]);
  });

  it('streams an answer: tools and text as they arrive, then the answer with [N] linked to its source card', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    const api = mockChatApi({
      'Chat/GetChatConfig': () => ok(CONFIG),
      'Chat/GetChatList': () => ok([]),
      'Chat/Ask': () => ({ stream: answerStream(), gate }),
      'Chat/GetChatRecordList': () => ok({ ChatId: 'c-new', Title: '广东物理类600分排多少名', IsTop: false, ShareId: '', List: [] }),
    });
    renderAt('/ai', routes);
    await settled();
    expect((await screen.findByTestId('chat-list-empty')).textContent).toContain('还没有对话');
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '广东物理类600分排多少名' } });
    expect(screen.getByTestId('chat-input-count').textContent).toBe('13/500');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('chat-send'));

    expect((await screen.findByTestId('chat-tools')).textContent).toBe('查一分一段表');
    await waitFor(() => expect(screen.getByTestId('chat-streaming').textContent).toBe(ANSWER));
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('');
    expect(screen.queryByTestId('chat-citation')).toBeNull();
    release();

    const card = await screen.findByTestId('chat-citation');
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    expect(screen.getByTestId('chat-answer').textContent).toBe(ANSWER);
    const ref = screen.getByTestId('chat-ref');
    expect(ref.textContent).toBe('[1]');
    expect(ref.parentElement?.tagName).toBe('SUP');
    expect(card.id).toBe(`chat-cite-c-new-1-1`);
    fireEvent.click(ref);
    expect(document.activeElement).toBe(card);
    expect(card.textContent).toContain('广东省2025年普通高考物理类一分一段表');
    expect(within(card).getByTestId('chat-citation-official').textContent).toBe('官方');
    expect(within(card).getByTestId('chat-citation-authority').textContent).toBe('广东省教育考试院');
    expect(within(card).getByTestId('chat-citation-caveat').textContent).toBe('注意：位次按当年考生人数计算');
    expect(within(card).getByTestId('chat-citation-link').getAttribute('href')).toBe('https://eea.gd.gov.cn/rank.html');

    // One question went out, however often it was sent; the new chat joined the list and is selected.
    expect(api.bodies('Chat/Ask')).toEqual([{ Question: '广东物理类600分排多少名' }]);
    await waitFor(() => expect(location()).toBe('/ai?chat=c-new'));
    expect(screen.getAllByTestId('chat-item').map((i) => i.textContent)).toEqual(['广东物理类600分排多少名']);
    expect(screen.getByTestId('chat-title').textContent).toBe('广东物理类600分排多少名');
    await waitFor(() => expect(input.disabled).toBe(false));
  });

  it('asks a follow-up in the same chat', async () => {
    const api = mockChatApi({
      'Chat/GetChatConfig': () => ok(CONFIG),
      'Chat/GetChatList': () => ok([chat('a', '广东物理类600分排多少名')]),
      'Chat/GetChatRecordList': () => ok({ ChatId: 'a', Title: '广东物理类600分排多少名', IsTop: false, ShareId: '', List: [turn(1)] }),
      'Chat/Ask': () => ({ stream: answerStream('a', 2, '那590分呢') }),
    });
    renderAt('/ai?chat=a', routes);
    await settled();
    await screen.findByTestId('chat-answer');
    expect(screen.queryByTestId('chat-examples')).toBeNull();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '那590分呢' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('chat-turn').map((t) => t.dataset.turn)).toEqual(['1', '2']));
    expect(screen.getAllByTestId('chat-question').map((q) => q.textContent)).toEqual(['问：广东物理类600分排多少名', '问：那590分呢']);
    expect(api.bodies('Chat/Ask')).toEqual([{ ChatId: 'a', Question: '那590分呢' }]);
    expect(location()).toBe('/ai?chat=a');
  });

  it('shows a refusal in the server’s words and keeps the question in the box', async () => {
    mockChatApi({
      'Chat/GetChatConfig': () => ok(CONFIG),
      'Chat/GetChatList': () => ok([]),
      'Chat/Ask': () => refused(429, '提问太频繁，请稍后再试'),
    });
    renderAt('/ai', routes);
    await settled();
    const input = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '浙江大学在广东的投档线' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('chat-ask-error')).textContent).toBe('提问太频繁，请稍后再试');
    expect(input.value).toBe('浙江大学在广东的投档线');
    expect(screen.queryByTestId('chat-turn')).toBeNull();
  });

  it('shows an error event’s message and stores nothing', async () => {
    mockChatApi({
      'Chat/GetChatConfig': () => ok(CONFIG),
      'Chat/GetChatList': () => ok([]),
      'Chat/Ask': () => ({ stream: [sse('meta', { ChatId: 'c', Title: 't', TurnId: 1 }), sse('error', { Code: 504, Message: '回答超时，请稍后重试' })] }),
    });
    renderAt('/ai', routes);
    await settled();
    fireEvent.click((await screen.findAllByTestId('chat-example'))[0]);
    expect((await screen.findByTestId('chat-ask-error')).textContent).toBe('回答超时，请稍后重试');
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('广东物理类600分排多少名');
    expect(screen.queryByTestId('chat-item')).toBeNull();
  });

  it('counts against the limit and will not send an over-long question', async () => {
    const api = mockChatApi({ 'Chat/GetChatConfig': () => ok(CONFIG), 'Chat/GetChatList': () => ok([]) });
    renderAt('/ai', routes);
    await settled();
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: '问'.repeat(501) } });
    expect(screen.getByTestId('chat-input-count').textContent).toBe('501/500，超出 1 字');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(api.bodies('Chat/Ask')).toEqual([]);
  });

  it('shows the microphone only when speech is on, and puts the words in the box', async () => {
    mockChatApi({ 'Chat/GetChatConfig': () => ok(CONFIG), 'Chat/GetChatList': () => ok([]) });
    const first = renderAt('/ai', routes);
    await screen.findByTestId('chat-input');
    await waitFor(() => expect(screen.getByTestId('chat-engine-note').textContent).toContain('规则问答'));
    expect(screen.queryByTestId('chat-mic')).toBeNull();
    first.unmount();

    const api = mockChatApi({
      'Chat/GetChatConfig': () => ok({ ...CONFIG, Speech: true }),
      'Chat/GetChatList': () => ok([]),
      'Chat/AudioToWords': () => ok({ Text: '广东物理类600分排多少名' }),
    });
    const stopTrack = vi.fn();
    class FakeRecorder {
      state = 'inactive';
      mimeType = 'audio/webm';
      stream = { getTracks: () => [{ stop: stopTrack }] };
      ondataavailable: ((e: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() { this.state = 'recording'; }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['abc'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => ({}) } });
    renderAt('/ai', routes);
    await settled();
    const mic = await screen.findByTestId('chat-mic');
    fireEvent.click(mic);
    await waitFor(() => expect(screen.getByTestId('chat-mic').getAttribute('aria-label')).toBe('停止录音'));
    fireEvent.click(screen.getByTestId('chat-mic'));
    await waitFor(() => expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('广东物理类600分排多少名'));
    expect(api.last('Chat/AudioToWords')?.form?.get('file')).toBeInstanceOf(Blob);
    expect(stopTrack).toHaveBeenCalled();
    expect(api.bodies('Chat/Ask')).toEqual([]);
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
