import { ONET_ATTRIBUTION } from '../lib/attribution';

/** The Source line of an answer and the O*NET attribution (CC BY 4.0). */
export function Attribution({ source, attribution }: { source?: string; attribution?: string }) {
  return (
    <footer className="zy-prof-attribution" data-testid="onet-attribution">
      {source ? (
        <p data-testid="data-source">
          <strong>数据来源：</strong>
          {source}
        </p>
      ) : null}
      <p>
        <strong>版权声明：</strong>职业名称、兴趣得分等职业信息来自美国劳工部 O*NET 数据库，依据 CC BY 4.0 许可使用；中文名称与介绍由本站撰写。
      </p>
      <p lang="en" className="zy-prof-attribution-text" data-testid="onet-attribution-text">
        {attribution || ONET_ATTRIBUTION}
      </p>
    </footer>
  );
}
