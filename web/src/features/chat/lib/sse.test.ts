import { describe, expect, it } from 'vitest';
import { readSse, SseParser, type SseEvent } from './sse';

const feed = (chunks: string[]) => {
  const p = new SseParser();
  return chunks.flatMap((c) => p.push(c));
};

const streamOf = (chunks: (string | Uint8Array)[]) => {
  const enc = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const x of chunks) c.enqueue(typeof x === 'string' ? enc.encode(x) : x);
      c.close();
    },
  });
};

describe('SseParser', () => {
  it('reads the contract’s events in order', () => {
    const text = 'event: meta\ndata: {"ChatId":"c1","TurnId":1}\n\nevent: delta\ndata: {"Text":"你好"}\n\nevent: done\ndata: {"ChatId":"c1"}\n\n';
    expect(feed([text])).toEqual([
      { event: 'meta', data: '{"ChatId":"c1","TurnId":1}' },
      { event: 'delta', data: '{"Text":"你好"}' },
      { event: 'done', data: '{"ChatId":"c1"}' },
    ]);
  });

  it('joins chunks split mid-line, mid-field and between the two newlines', () => {
    const text = 'event: delta\ndata: {"Text":"2025年广东物理类600分，"}\n\nevent: tool\ndata: {"Name":"score_rank"}\n\n';
    const whole = feed([text]);
    for (let cut = 1; cut < text.length; cut++) expect(feed([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    expect(feed(text.split(''))).toEqual(whole);
  });

  it('waits for the blank line: an event is not handed on before it ends', () => {
    const p = new SseParser();
    expect(p.push('event: delta\ndata: {"Text":"a"}\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ event: 'delta', data: '{"Text":"a"}' }]);
  });

  it('joins several data lines with a newline and reads CRLF and CR line ends', () => {
    expect(feed(['event: delta\r\ndata: 第一行\r\ndata: 第二行\r\n\r\n'])).toEqual([{ event: 'delta', data: '第一行\n第二行' }]);
    expect(feed(['data: a\rdata: b\r\rdata: c\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }, { event: 'message', data: 'c' }]);
    // A CR at the end of a chunk and its LF at the start of the next are one line end, not two.
    expect(feed(['event: x\r', '\ndata: 1\r', '\n\r', '\n'])).toEqual([{ event: 'x', data: '1' }]);
  });

  it('keeps spaces after the first, skips comments, fields it does not know and events without data', () => {
    expect(feed([': keep-alive\n\nevent: ping\n\nid: 7\nretry: 1000\ndata:  two spaces\ndata:none\n\n'])).toEqual([
      { event: 'message', data: ' two spaces\nnone' },
    ]);
  });

  it('drops an event left open when the stream ends; a final CR still ends its line', () => {
    const p = new SseParser();
    expect(p.push('event: done\ndata: {}')).toEqual([]);
    expect(p.end()).toEqual([]);
    expect(p.push('\n\n')).toEqual([]);
    expect(p.push('data: last\r\r')).toEqual([]);
    expect(p.end()).toEqual([{ event: 'message', data: 'last' }]);
  });
});

describe('readSse', () => {
  it('decodes characters split between chunks and hands each event on as it completes', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"Text":"位次"}\n\n');
    const seen: SseEvent[] = [];
    const cut = bytes.indexOf(0xe4) + 1; // inside 位
    await readSse(streamOf([bytes.slice(0, cut), bytes.slice(cut)]), (e) => seen.push(e));
    expect(seen).toEqual([{ event: 'delta', data: '{"Text":"位次"}' }]);
  });

  it('reads several events from one chunk', async () => {
    const seen: string[] = [];
    await readSse(streamOf(['event: tool\ndata: 1\n\nevent: tool\ndata: 2\n\nevent: done\ndata: 3\n\n']), (e) => seen.push(`${e.event}:${e.data}`));
    expect(seen).toEqual(['tool:1', 'tool:2', 'done:3']);
  });
});
