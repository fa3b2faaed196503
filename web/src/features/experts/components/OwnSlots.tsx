import { useState } from 'react';
import { Button, Label } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { closeSlot } from '../api/close-slot';
import { useWrite } from '@/lib/use-write';
import { clockText, groupByDay } from '../lib/time';
import type { Slot } from '../types';
import { ErrorLine } from './ErrorLine';

/** A slot's state for its expert: free (bookable), booked, closed, or past booking time. */
function slotState(s: Slot, now: number): { text: string; color: 'green' | 'blue' | 'grey' } {
  if (s.Closed) return { text: '已关闭', color: 'grey' };
  if (s.BookingId) return { text: '已预约', color: 'blue' };
  if (s.Free) return { text: '空闲', color: 'green' };
  return { text: Date.parse(s.End) < now ? '已结束' : '已停止预约', color: 'grey' };
}

/** The expert's own slots from a week ago on, by day; a free one can be closed (关闭). */
export function OwnSlots({ slots, onChanged }: { slots: Slot[]; onChanged: () => void | Promise<void> }) {
  const write = useWrite();
  const [closing, setClosing] = useState('');
  const close = async (s: Slot) => {
    setClosing(s.Id);
    const done = await write.run(() => closeSlot(s.Id));
    setClosing('');
    if (!done) return;
    notify.success('已关闭这个时段');
    await onChanged();
  };
  if (!slots.length) return <p className="zy-muted" data-testid="expert-own-slots-empty">还没有发布时段。</p>;
  const now = Date.now();
  return (
    <div data-testid="expert-own-slots">
      <ErrorLine message={write.error?.message} testId="expert-own-slots-error" />
      {groupByDay(slots).map((g) => (
        <div key={g.key} className="zy-experts-day">
          <h3>{g.label}</h3>
          <ul className="zy-experts-slots">
            {g.items.map((s) => {
              const st = slotState(s, now);
              return (
                <li key={s.Id} data-testid="expert-own-slot" data-id={s.Id} data-state={st.text}>
                  <span className="zy-experts-slot-time">
                    {clockText(s.Start)}–{clockText(s.End)}
                  </span>
                  <span className="zy-muted">{s.ModeName}</span>
                  <Label size="small" basic color={st.color} data-testid="expert-own-slot-state">
                    {st.text}
                  </Label>
                  {st.text === '空闲' ? (
                    <Button type="button" size="mini" basic loading={closing === s.Id} disabled={write.busy} onClick={() => void close(s)} content="关闭" data-testid="expert-own-slot-close" />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
