import { Menu } from 'semantic-ui-react';
import type { Level } from '../lib/url-state';

const LEVELS: [Level, string][] = [
  ['bk', '本科专业'],
  ['zk', '专科（高职）专业'],
];

/** The 本科 / 专科 switch of the catalogue. */
export function LevelSwitch({ level, onChange }: { level: Level; onChange: (l: Level) => void }) {
  return (
    <Menu tabular className="zy-major-levels" data-testid="major-level-switch">
      {LEVELS.map(([key, text]) => (
        <Menu.Item key={key} active={level === key} onClick={() => onChange(key)} data-testid={`major-level-${key}`}>
          {text}
        </Menu.Item>
      ))}
    </Menu>
  );
}
