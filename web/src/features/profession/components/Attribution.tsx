import { OnetLicence } from './OnetLicence';

/**
 * The O*NET data's edition and attribution (CC BY 4.0), once per page, in Chinese with the licence
 * link. The API's Source line ("O*NET 30.x。来源：O*NET Database, …") carries the English notice the
 * licence asks for; the page shows its edition and says the rest in Chinese.
 */
export function Attribution({ source }: { source?: string }) {
  const edition = source ? source.split('。来源：')[0].trim() : '';
  return (
    <footer className="zy-prof-attribution" data-testid="onet-attribution">
      {edition ? (
        <p data-testid="data-source">
          <strong>数据来源：</strong>
          {edition}（O*NET 数据库版本）
        </p>
      ) : null}
      <p data-testid="onet-attribution-text">
        <strong>版权声明：</strong>
        <OnetLicence what="职业名称、兴趣得分等职业信息" />
      </p>
    </footer>
  );
}
