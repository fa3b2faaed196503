import { OnetLicence } from './OnetLicence';

/**
 * The Source line of an answer and the O*NET attribution (CC BY 4.0), once per page, in Chinese
 * with the licence link (the server's English notice stays in the API answer).
 */
export function Attribution({ source }: { source?: string }) {
  return (
    <footer className="zy-prof-attribution" data-testid="onet-attribution">
      {source ? (
        <p data-testid="data-source">
          <strong>数据来源：</strong>
          {source}
        </p>
      ) : null}
      <p data-testid="onet-attribution-text">
        <strong>版权声明：</strong>
        <OnetLicence what="职业名称、兴趣得分等职业信息" />
      </p>
    </footer>
  );
}
