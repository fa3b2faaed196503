import { Message } from 'semantic-ui-react';

/**
 * What a profile may not say (the server refuses it, when applying and when a reviewer approves).
 * `visible`: inside a form, Semantic hides warning messages unless told.
 */
export function ClaimsNote() {
  return (
    <Message warning visible size="small" data-testid="expert-claims-note">
      <Message.Header>请勿使用违规宣传用语</Message.Header>
      <p>
        按教育部关于高考志愿填报咨询的要求，资料中出现“内部数据”“内部指标”“精准定位”“精准填报”“包录取”“保录取”“百分百录取”“不录取退款”“低分高录”“点招”等用语的申请会被拒绝，请如实介绍你的经历和擅长领域。
      </p>
    </Message>
  );
}
