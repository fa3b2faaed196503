import type { PathFit } from '../types';

/** An admission path: what it is, the answers that make it worth a look, and what to check. */
export function PathCard({ path: p }: { path: PathFit }) {
  return (
    <section className="zy-test-path" data-testid={p.Fits ? 'path-fit' : 'path-other'} data-code={p.Code}>
      <h3>{p.Name}</h3>
      <p>{p.Summary}</p>
      {p.Why?.length ? (
        <div className="zy-test-why">
          <p className="zy-test-label">依据你的回答</p>
          <ul data-testid="path-why">
            {p.Why.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {p.Caution ? (
        <p className="zy-test-caution" data-testid="path-caution">
          <span className="zy-test-label">需要注意：</span>
          {p.Caution}
        </p>
      ) : null}
    </section>
  );
}
