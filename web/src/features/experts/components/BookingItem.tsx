import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Label } from 'semantic-ui-react';
import { cancelNote, statusColor, statusName, type Viewer } from '../lib/bookings';
import { rangeText } from '../lib/time';
import type { Booking } from '../types';

/**
 * One booking: when, how, with whom, its status (and who cancelled, why), the contact left and
 * the question; `actions` are the buttons the reader may use on it.
 */
export function BookingItem({ booking: b, viewer, actions }: { booking: Booking; viewer: Viewer; actions?: ReactNode }) {
  const note = cancelNote(b, viewer);
  return (
    <li className="zy-experts-booking" data-testid="expert-booking" data-id={b.Id} data-status={b.Status}>
      <div className="zy-experts-booking-head">
        <strong data-testid="expert-booking-when">{rangeText(b.Start, b.End)}</strong>
        <span className="zy-muted">{b.ModeName}</span>
        <Label size="small" basic color={statusColor(b.Status)} data-testid="expert-booking-status">
          {statusName(b.Status)}
        </Label>
        {b.Moved ? <span className="zy-muted zy-experts-small">已改期</span> : null}
      </div>
      {viewer === 'family' ? (
        <p>
          专家：<Link to={`/expertdetail?id=${encodeURIComponent(b.ExpertId)}`}>{b.ExpertName}</Link>
          {b.ExpertTitle ? <span className="zy-muted">（{b.ExpertTitle}）</span> : null}
        </p>
      ) : null}
      <p data-testid="expert-booking-contact">
        联系人：{b.Name} · 手机：{viewer === 'family' ? b.Phone : <a href={`tel:${b.Phone}`}>{b.Phone}</a>}
      </p>
      {b.Question ? <p className="zy-experts-question" data-testid="expert-booking-question">问题：{b.Question}</p> : null}
      {note ? <p className="zy-experts-cancelled" data-testid="expert-booking-cancel-note">{note}</p> : null}
      {actions ? <div className="zy-experts-actions">{actions}</div> : null}
    </li>
  );
}
