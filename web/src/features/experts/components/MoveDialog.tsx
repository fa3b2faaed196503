import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { getTeacherDetail } from '../api/get-teacher-detail';
import { useReloadable } from '../hooks/useReloadable';
import { clockText, groupByDay, rangeText } from '../lib/time';
import type { Booking } from '../types';
import { ErrorLine } from './ErrorLine';

/** 改期: another free slot of the same expert, read from their page now; a booking moves once. */
export function MoveDialog({ booking, busy, error, onConfirm, onClose }: {
  booking: Booking;
  busy: boolean;
  error: string | null;
  onConfirm: (slotId: string) => void;
  onClose: () => void;
}) {
  const page = useReloadable(() => getTeacherDetail(booking.ExpertId), `move:${booking.Id}`);
  const [picked, setPicked] = useState('');
  const free = (page.data?.Slots ?? []).filter((s) => s.Free && s.Id !== booking.SlotId);
  let body;
  if (page.error) body = <ErrorLine message={page.error.message} testId="expert-move-load-error" />;
  else if (!page.data) body = <PageLoader lines={3} />;
  else if (!free.length) body = <p data-testid="expert-move-none">{booking.ExpertName}暂时没有其他空闲时段，可以稍后再来看看。</p>;
  else {
    body = (
      <fieldset className="zy-experts-move" data-testid="expert-move-slots">
        <legend>选择新的时段</legend>
        {groupByDay(free).map((g) => (
          <div key={g.key} className="zy-experts-move-day">
            <div className="zy-experts-move-label">{g.label}</div>
            {g.items.map((s) => (
              <label key={s.Id} className="zy-experts-move-slot">
                <input type="radio" name="expert-move-slot" value={s.Id} checked={picked === s.Id} onChange={() => setPicked(s.Id)} data-testid="expert-move-slot" />
                {clockText(s.Start)}–{clockText(s.End)} · {s.ModeName}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
    );
  }
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="expert-move-dialog" aria-labelledby="expert-move-title">
      <Modal.Header id="expert-move-title">改期</Modal.Header>
      <Modal.Content scrolling>
        <p>
          当前预约：{rangeText(booking.Start, booking.End)}。每个预约只能改期一次，改期后原时段会开放给其他家长。
        </p>
        {body}
        <ErrorLine message={error} testId="expert-move-error" />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" primary loading={busy} disabled={busy || !picked} onClick={() => onConfirm(picked)} content="改到这个时段" data-testid="expert-move-confirm" />
      </Modal.Actions>
    </Modal>
  );
}
