import { useState } from 'react';
import { Button, Message } from 'semantic-ui-react';
import type { MajorCatalogInfo } from '../types';

/**
 * What the vocational catalogue is known to lack, as the API states it: one sentence per gap,
 * and the list of majors known to exist but missing from the copy (shown on demand).
 */
export function CatalogGaps({ info }: { info: MajorCatalogInfo }) {
  const [open, setOpen] = useState(false);
  const notes = info.Notes ?? [];
  const missing = info.Missing ?? [];
  if (!notes.length && !missing.length) return null;
  return (
    <Message warning data-testid="major-catalog-gaps">
      <Message.Header>本专业目录并不完整</Message.Header>
      <ul className="zy-major-gaps">
        {notes.map((n) => (
          <li key={n} data-testid="major-catalog-gap">
            {n}
          </li>
        ))}
      </ul>
      {missing.length ? (
        <>
          <Button basic size="mini" onClick={() => setOpen(!open)} data-testid="major-missing-toggle">
            {open ? '收起' : `查看已知缺失的 ${missing.length} 个专业`}
          </Button>
          {open ? (
            <ul className="zy-major-missing" data-testid="major-missing-list">
              {missing.map((m) => (
                <li key={`${m.Code}-${m.Name}`}>
                  {m.Name}
                  {m.Code ? <span className="zy-muted zy-small"> {m.Code}</span> : null}
                  <span className="zy-muted zy-small"> · {m.ReasonText}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Message>
  );
}
