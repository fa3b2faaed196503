import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Header } from 'semantic-ui-react';

/** Title of a diagnosis page with the link to its sibling page. */
export function DiagnosisHead({ title, sub, link }: { title: string; sub?: ReactNode; link: { to: string; text: string; testId: string } }) {
  return (
    <div className="zy-diagnosis-head">
      <div>
        <Header as="h2" content={title} />
        {sub ? <div className="zy-muted" data-testid="diagnosis-profile">{sub}</div> : null}
      </div>
      <Link to={link.to} data-testid={link.testId}>
        {link.text}
      </Link>
    </div>
  );
}
