import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ask } from '../api/ask';
import type { AskDone, AskTool } from '../types';

/** The answer being streamed: the question, the tools it used so far and its text so far. */
export interface Pending {
  chatId: string;
  question: string;
  tools: AskTool[];
  text: string;
}

/**
 * The input box's question and its answer. send() takes the question out of the box and streams
 * the answer; a refusal (the envelope or an `error` event) puts the question back with the
 * server's message. One question at a time: a second send while one streams does nothing.
 */
export function useAsk(onDone: (done: AskDone, askedIn: string) => void) {
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const alive = useRef(true);
  const aborter = useRef<AbortController | null>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      aborter.current?.abort();
    };
  }, []);

  const send = useCallback(async (chatId: string, question: string): Promise<boolean> => {
    const q = question.trim();
    if (busy.current || !q) return false;
    busy.current = true;
    const controller = new AbortController();
    aborter.current = controller;
    setError(null);
    setDraft('');
    setPending({ chatId, question: q, tools: [], text: '' });
    // Each step shows as it arrives (not batched with the final answer).
    const step = (edit: (p: Pending) => Pending) => flushSync(() => setPending((p) => (p ? edit(p) : p)));
    try {
      const done = await ask(chatId ? { ChatId: chatId, Question: q } : { Question: q }, {
        onTool: (t) => step((p) => ({ ...p, tools: [...p.tools, t] })),
        onDelta: (text) => step((p) => ({ ...p, text: p.text + text })),
      }, controller.signal);
      if (!alive.current) return false;
      doneRef.current(done, chatId);
      return true;
    } catch (e) {
      if (!alive.current) return false;
      setError(e instanceof Error ? e.message : String(e));
      setDraft((d) => d || question);
      return false;
    } finally {
      setPending(null);
      busy.current = false;
    }
  }, []);

  const fail = useCallback((message: string) => setError(message), []);
  return { draft, setDraft, pending, error, fail, send };
}
