// What each of the SPEC's ParamKeys is for, shown beside the key in the parameter editor.
export const PARAM_NAMES: Record<string, string> = {
  Web_CopyRight: '版权信息',
  Web_ICP: 'ICP 备案号',
  Web_Police: '公安备案号',
  Web_TechnicalSupport: '技术支持',
  Web_TelPhone: '联系电话',
  Web_Skin: '主题色（#1f6fd1 这样的颜色，default 为默认）',
  Web_Logo: '网站 Logo 地址',
  Web_ExamDate: '高考日期（0 为自动）',
  Web_CompanyAddress: '公司地址',
  KF_Enable: '在线客服开关（1 开启，0 关闭）',
  KF_Url: '在线客服地址',
  APP_WechatMiniAPP: '微信小程序',
  APP_H5: 'H5 站点地址',
  APP_Android: '安卓 App 下载地址',
  APP_IOS: 'iOS App 下载地址',
};
