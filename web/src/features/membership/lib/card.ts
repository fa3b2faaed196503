// Activation card input: a 12-digit number with a Luhn check digit, a 16-character secret.
// Spaces and dashes are ignored (the server ignores them too).

export const CARD_NO_LENGTH = 12;
export const CARD_PWD_LENGTH = 16;

export const normalizeCardNo = (s: string) => s.replace(/[\s-]/g, '');
export const normalizeCardPwd = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** The Luhn check over all digits (the last one is the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What is wrong with the typed card (before it costs an attempt), or null. */
export function cardInputError(cardNo: string, cardPwd: string): string | null {
  const no = normalizeCardNo(cardNo);
  const pwd = normalizeCardPwd(cardPwd);
  if (!no) return '请输入卡号';
  if (!/^\d{12}$/.test(no)) return '卡号为12位数字';
  if (!luhnValid(no)) return '卡号有误，请核对后重新输入';
  if (!pwd) return '请输入卡密';
  if (!/^[A-Z0-9]{16}$/.test(pwd)) return '卡密为16位字母或数字';
  return null;
}

/** 123456789012 → "1234 5678 9012" (as printed on the card). */
export const cardNoText = (no: string) => normalizeCardNo(no).replace(/(\d{4})(?=\d)/g, '$1 ');
