/** The reminder every experts page carries: advice is advice, nobody can promise an admission. */
export function NoGuaranteeNote() {
  return (
    <p className="zy-experts-caution" data-testid="expert-caution">
      温馨提示：专家的建议仅供参考，任何人都无法保证录取结果。请以各省教育考试院和高校发布的信息为准，警惕“内部数据”“精准定位”“包录取”之类的宣传。
    </p>
  );
}
