/** The provenance of 职业分类大典 data and of the 人社部 guide, as the API states them. */
export function DadianSource({ source, guideSource }: { source?: string; guideSource?: string }) {
  return (
    <footer className="zy-prof-attribution" data-testid="dadian-source">
      {source ? (
        <p data-testid="data-source">
          <strong>数据来源：</strong>
          {source}
        </p>
      ) : (
        <p>
          <strong>数据来源：</strong>《中华人民共和国职业分类大典（2022年版）》征求意见稿（人力资源和社会保障部），以及2024年、2025年发布的新职业。
        </p>
      )}
      {guideSource ? (
        <p data-testid="guide-source">
          <strong>专业对应关系来源：</strong>
          {guideSource}
        </p>
      ) : null}
    </footer>
  );
}
