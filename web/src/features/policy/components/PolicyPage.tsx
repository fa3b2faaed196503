import { Link } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { AGREEMENT, POLICY_VERSION, PRIVACY } from '../texts';
import '../policy.css';

/** One of the two texts a user agrees to at sign-in, with a link to the other. */
export default function PolicyPage({ kind }: { kind: 'agreement' | 'privacy' }) {
  const doc = kind === 'agreement' ? AGREEMENT : PRIVACY;
  const other = kind === 'agreement' ? { to: '/privacy', text: '隐私政策' } : { to: '/agreement', text: '用户协议' };
  return (
    <div className="zy-container zy-policy-page" data-testid="policy-page">
      <Segment as="article">
        <h1 data-testid="policy-title">{doc.title}</h1>
        <p className="zy-muted zy-small" data-testid="policy-version">
          版本：{POLICY_VERSION} · 更新日期：{doc.updated} · 另见<Link to={other.to}>《{other.text}》</Link>
        </p>
        <p>{doc.intro}</p>
        {doc.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </Segment>
    </div>
  );
}
