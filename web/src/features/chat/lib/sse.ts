// A parser for text/event-stream (the WHATWG rules the page needs): `event:` and `data:` lines,
// a blank line ends an event, several `data:` lines join with "\n", `:` lines are comments.
// Chunks may split anywhere, even between "\r" and "\n".

export interface SseEvent {
  /** The `event:` field; "message" when the event has none. */
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  /** Feeds a decoded chunk; answers the events it completed, in order. */
  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const end = this.lineEnd();
      if (!end) break;
      const line = this.buffer.slice(0, end.at);
      this.buffer = this.buffer.slice(end.at + end.size);
      const ev = this.line(line);
      if (ev) out.push(ev);
    }
    return out;
  }

  /**
   * The stream ended: a final "\r" still ends its line (the events it completes are answered); an
   * event still open is dropped (the spec's rule), as is a partial line.
   */
  end(): SseEvent[] {
    const out = this.buffer.endsWith('\r') ? this.push('\n') : [];
    this.buffer = '';
    this.event = '';
    this.data = [];
    return out;
  }

  // The first complete line terminator: "\r\n", "\n" or "\r"; a "\r" at the very end waits for
  // the next chunk, which may start with its "\n".
  private lineEnd(): { at: number; size: number } | null {
    const lf = this.buffer.indexOf('\n');
    const cr = this.buffer.indexOf('\r');
    if (cr === -1 || (lf !== -1 && lf < cr)) return lf === -1 ? null : { at: lf, size: 1 };
    if (cr === this.buffer.length - 1) return null;
    return { at: cr, size: this.buffer[cr + 1] === '\n' ? 2 : 1 };
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }

  private dispatch(): SseEvent | null {
    const ev = this.data.length ? { event: this.event || 'message', data: this.data.join('\n') } : null;
    this.event = '';
    this.data = [];
    return ev;
  }
}

/** Reads a response body as server-sent events, handing each to `onEvent` as it completes. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (e: SseEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // stream: a character split between chunks waits for its other bytes.
      for (const e of parser.push(decoder.decode(value, { stream: true }))) onEvent(e);
    }
    for (const e of [...parser.push(decoder.decode()), ...parser.end()]) onEvent(e);
  } finally {
    reader.releaseLock();
  }
}
