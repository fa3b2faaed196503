export interface CaptchaAnswer {
  CaptchaId?: string;
  CaptchaCode?: string;
}
