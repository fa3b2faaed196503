/** Questions to start with, for an empty chat: a click asks it. */
export function ExampleQuestions({ examples, disabled, onAsk }: { examples: string[]; disabled: boolean; onAsk: (q: string) => void }) {
  if (!examples.length) return null;
  return (
    <section className="zy-chat-examples" aria-labelledby="chat-examples-title" data-testid="chat-examples">
      <h2 id="chat-examples-title">可以这样问</h2>
      <ul>
        {examples.map((q) => (
          <li key={q}>
            <button type="button" className="zy-chat-example" disabled={disabled} onClick={() => onAsk(q)} data-testid="chat-example">
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
