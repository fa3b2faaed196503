/** The booking rules the server enforces, as it states them (Rules). */
export function RulesList({ rules }: { rules: string[] }) {
  if (!rules.length) return null;
  return (
    <section className="zy-experts-section" aria-labelledby="expert-rules-title" data-testid="expert-rules">
      <h2 id="expert-rules-title">预约须知</h2>
      <ol className="zy-experts-rules">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </section>
  );
}
