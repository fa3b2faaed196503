/** Development only: the local WeChat Pay simulator's page for the order, in a new tab. */
export function DevPayLink({ url }: { url?: string | null }) {
  // An in-app path or an http(s) address only.
  if (!url || !(/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url))) return null;
  return (
    <p className="zy-small">
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="openvip-dev-pay">
        开发环境：打开本地支付模拟器
      </a>
    </p>
  );
}
