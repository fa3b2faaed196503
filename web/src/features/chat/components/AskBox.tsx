import { forwardRef, type KeyboardEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { charCount, questionProblem } from '../lib/limits';
import { MicButton } from './MicButton';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** An answer is streaming: nothing can be sent. */
  busy: boolean;
  max: number;
  speech: boolean;
  /** Words from the microphone, for the box. */
  onSpoken: (text: string) => void;
  onMicError: (message: string) => void;
}

/** Enter sends (not while an input method is composing), Shift+Enter starts a new line. */
const sends = (e: KeyboardEvent<HTMLTextAreaElement>) => e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229;

/** The question box: the count against the limit, 发送, and the microphone when speech is on. */
export const AskBox = forwardRef<HTMLTextAreaElement, Props>(function AskBox({ value, onChange, onSend, busy, max, speech, onSpoken, onMicError }, ref) {
  const n = charCount(value.trim());
  const over = n > max;
  const ready = !busy && !questionProblem(value, max);
  return (
    <form className="zy-chat-ask" data-testid="chat-ask" onSubmit={(e) => { e.preventDefault(); if (ready) onSend(); }}>
      <label htmlFor="chat-input" className="zy-visually-hidden">输入问题</label>
      <textarea
        id="chat-input"
        ref={ref}
        rows={2}
        value={value}
        disabled={busy}
        placeholder="输入你的问题，例如：广东物理类600分排多少名"
        aria-describedby="chat-input-count chat-input-hint"
        aria-invalid={over || undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (!sends(e)) return;
          e.preventDefault();
          if (ready) onSend();
        }}
        data-testid="chat-input"
      />
      <div className="zy-chat-ask-bar">
        <span id="chat-input-hint" className="zy-chat-hint">Enter 发送，Shift+Enter 换行</span>
        <span id="chat-input-count" className={`zy-chat-count${over ? ' is-over' : ''}`} data-testid="chat-input-count">
          {n}/{max}{over ? `，超出 ${n - max} 字` : ''}
        </span>
        {speech ? <MicButton disabled={busy} onText={onSpoken} onError={onMicError} /> : null}
        <Button type="submit" primary className="zy-chat-touch" disabled={!ready} loading={busy} content="发送" data-testid="chat-send" />
      </div>
    </form>
  );
});
