import { ONET_LICENSE_URL } from '../lib/attribution';

/**
 * The Source line of an answer and the O*NET attribution (CC BY 4.0), once per page, in Chinese
 * with the licence link (the server's English notice stays in the API answer).
 */
export function Attribution({ source }: { source?: string; attribution?: string }) {
  return (
    <footer className="zy-prof-attribution" data-testid="onet-attribution">
      {source ? (
        <p data-testid="data-source">
          <strong>数据来源：</strong>
          {source}
        </p>
      ) : null}
      <p data-testid="onet-attribution-text">
        <strong>版权声明：</strong>职业名称、兴趣得分等职业信息来自美国劳工部就业与培训管理局（USDOL/ETA）的 O*NET 数据库，依据
        <a href={ONET_LICENSE_URL} target="_blank" rel="noopener noreferrer">CC BY 4.0 许可</a>
        使用；中文名称与介绍由本站撰写。
      </p>
    </footer>
  );
}
