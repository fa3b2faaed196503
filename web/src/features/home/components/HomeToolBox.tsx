import { Link } from 'react-router';
import type { ToolBoxItem } from '@/types/api';

function ToolIcon({ icon }: { icon?: string }) {
  if (icon && /^(https?:|data:|\/)/.test(icon)) return <img src={icon} alt="" className="zy-tool-img" />;
  return <i className={`${icon || 'cube'} icon big`} aria-hidden="true" />;
}

/** The configured tool box (site section ToolBox); nothing when it is empty. */
export function HomeToolBox({ tools }: { tools: ToolBoxItem[] }) {
  if (!tools.length) return null;
  return (
    <section className="zy-toolbox" aria-labelledby="home-toolbox-title" data-testid="home-toolbox">
      <h2 id="home-toolbox-title">工具箱</h2>
      <div className="zy-tool-grid">
        {tools.map((t) => (
          <Link key={`${t.Name}-${t.Path}`} to={t.Path || '/develop'} className="zy-tool" data-testid="home-tool">
            <ToolIcon icon={t.Icon} />
            <span>{t.Name}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
