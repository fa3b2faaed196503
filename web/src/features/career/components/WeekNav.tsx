import { Button, Icon } from 'semantic-ui-react';
import { weekText } from '../lib/week';

/** 上一周 · the week shown · 下一周, and 回到本周 when another week is shown. */
export function WeekNav({ monday, isThisWeek, onMove, onThisWeek }: { monday: string; isThisWeek: boolean; onMove: (weeks: number) => void; onThisWeek: () => void }) {
  return (
    <nav className="zy-career-weeknav" aria-label="切换周">
      <Button type="button" basic size="small" icon="chevron left" content="上一周" onClick={() => onMove(-1)} data-testid="career-week-prev" />
      <strong className="zy-career-week-text" aria-live="polite" data-testid="career-week-text">
        {weekText(monday)}
      </strong>
      <Button type="button" basic size="small" onClick={() => onMove(1)} data-testid="career-week-next">
        下一周
        <Icon name="chevron right" className="zy-career-icon-after" />
      </Button>
      {isThisWeek ? null : <Button type="button" size="small" content="回到本周" onClick={onThisWeek} data-testid="career-week-this" />}
    </nav>
  );
}
