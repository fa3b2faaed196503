import { Menu } from 'semantic-ui-react';
import { LEVELS, type Level } from '../lib/levels';

/** The 本科 / 职业本科 / 专科 switch of the catalogue. */
export function LevelSwitch({ level, onChange }: { level: Level; onChange: (l: Level) => void }) {
  return (
    <Menu tabular className="zy-major-levels" data-testid="major-level-switch">
      {LEVELS.map((l) => (
        <Menu.Item key={l.key} active={level === l.key} onClick={() => onChange(l.key)} data-testid={`major-level-${l.key}`}>
          {l.tab}
        </Menu.Item>
      ))}
    </Menu>
  );
}
