import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import type { Level, LevelCount } from '../types';

/** 院校专业组 / 专业+院校 / 院校, when the province's data has more than one for the track. */
export function LevelSwitch({ levels, value, onChange }: { levels: LevelCount[] | null; value: Level; onChange: (l: Level) => void }) {
  if (!levels || levels.length < 2) return null;
  return (
    <div className="zy-rec-level" role="group" aria-labelledby="rec-level-label">
      <span className="zy-rec-label" id="rec-level-label">志愿单位</span>
      <ChoiceButtons options={levels.map((l) => ({ key: l.Level, name: l.LevelName }))} value={value} onChange={onChange} testId="rec-levels" itemTestId="rec-level" />
    </div>
  );
}
