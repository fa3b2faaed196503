import { ONET_LICENSE_URL } from '../lib/attribution';

/** The O*NET attribution in Chinese with the licence link; `what` names the data the page shows. */
export function OnetLicence({ what }: { what: string }) {
  return (
    <>
      {what}来自美国劳工部就业与培训管理局（USDOL/ETA）的 O*NET 数据库，依据
      <a href={ONET_LICENSE_URL} target="_blank" rel="noopener noreferrer">CC BY 4.0 许可</a>
      使用；中文名称与介绍由本站撰写。
    </>
  );
}
