import { Button } from 'semantic-ui-react';
import { clockText, groupByDay, rangeText } from '../lib/time';
import type { Slot } from '../types';

/**
 * The expert's slots of the coming weeks, by day: a free one has 预约, a taken one shows 已约满.
 * `canBook` false (the expert's own page) shows them without the button.
 */
export function SlotBoard({ slots, canBook, onBook }: { slots: Slot[]; canBook: boolean; onBook: (s: Slot) => void }) {
  return (
    <section className="zy-experts-section" aria-labelledby="expert-slots-title" data-testid="expert-slots">
      <h2 id="expert-slots-title">可预约时段</h2>
      <p className="zy-muted zy-experts-small">时间均为北京时间；开始前 2 小时停止预约。</p>
      {!slots.length ? (
        <p data-testid="expert-slots-empty">暂无可预约的时段。专家发布新的时段后会显示在这里，可以稍后再来看看。</p>
      ) : (
        groupByDay(slots).map((g) => (
          <div key={g.key} className="zy-experts-day" data-testid="expert-slot-day">
            <h3>{g.label}</h3>
            <ul className="zy-experts-slots">
              {g.items.map((s) => (
                <li key={s.Id} className={s.Free ? '' : 'taken'} data-testid="expert-slot" data-id={s.Id} data-free={s.Free}>
                  <span className="zy-experts-slot-time">
                    {clockText(s.Start)}–{clockText(s.End)}
                  </span>
                  <span className="zy-muted">
                    {s.ModeName} · {s.Minutes} 分钟
                  </span>
                  {!s.Free ? (
                    <Button type="button" size="small" disabled content="已约满" data-testid="expert-slot-taken" />
                  ) : canBook ? (
                    <Button type="button" size="small" primary onClick={() => onBook(s)} aria-label={`预约 ${rangeText(s.Start, s.End)}`} content="预约" data-testid="expert-slot-book" />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
