import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { saveLoginData } from '@/lib/session';
import type { LoginData } from '@/types/api';
import OpenVipPage from './OpenVipPage';

vi.setConfig({ testTimeout: 20_000 });

type Answer = { Code: number; Data: unknown; Message?: string };
const ok = (Data: unknown): Answer => ({ Code: 0, Data, Message: '' });

const PRODUCT = {
  ProductId: 'VIP_YEAR', ProductName: '志愿填报会员（年度）', Description: '一年有效', Price: 9900, PriceText: '99.00', Days: 365,
  Rights: [
    { RightsCode: 'WISH_TABLES', RightsName: '多张志愿表', Description: '最多20张' },
    { RightsCode: 'WISH_EXPORT', RightsName: '导出志愿表', Description: 'Excel / PDF' },
  ],
};
const QUARTER = {
  ProductId: 'VIP_SEASON', ProductName: '志愿填报会员（季度）', Description: '', Price: 4900, PriceText: '49.00', Kind: 'DAYS', Days: 92, Rights: [],
  EndsOn: '2027-03-09', EndsBasis: '', EndsOnText: '2027-03-09', Warning: '该会员于2027年3月9日到期，早于2027年6月的志愿填报，届时需续费',
};
const SEASON = {
  ProductId: 'VIP_FILLING_SEASON', ProductName: '志愿季会员（至录取结束）', Description: '', Price: 9900, PriceText: '99.00', Kind: 'SEASON', Days: 0,
  Rights: [], EndsOn: '2027-08-31', EndsBasis: '按往年惯例，录取一般于8月底前结束', EndsOnText: '2027-08-31（按往年惯例，录取一般于8月底前结束）', SeasonYear: 2027,
};
const LOGIN: LoginData = { Token: 't1', UserId: 'u1', NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] };
const MINE = [{ ProductId: 'VIP_YEAR', ProductName: '志愿填报会员（年度）', ExpireAt: '2027-11-24T10:20:01Z' }];
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** Answers every call from its handler (JSON or form bodies) and records it. */
function mockApi(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const path = String(url).replace('/api/', '');
    const body = init.body.startsWith('{') ? JSON.parse(init.body) : Object.fromEntries(new URLSearchParams(init.body));
    calls.push({ path, body });
    const answer = handlers[path]?.(body) ?? { Code: 404, Data: null, Message: `no handler for ${path}` };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }));
  return { bodies: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) };
}

let paid = false;
let api: ReturnType<typeof mockApi>;
let cardAnswers: Answer[];
let myCards: unknown[];
beforeEach(() => {
  paid = false;
  myCards = [];
  saveLoginData(LOGIN);
  cardAnswers = [];
  api = mockApi({
    'Web/GetProductList': () => ok([PRODUCT]),
    'User/GetUserProducts': () => ok(paid ? MINE : []),
    'Payment/MyOrders': () => ok([]),
    'Payment/WechatQRCodePay': () => ok({ OrderNo: 'ZY1', CodeUrl: 'weixin://wxpay/bizpayurl?pr=abc', Amount: 9900, AmountText: '99.00', ProductName: PRODUCT.ProductName, ExpireAt: inMinutes(15), DevPayUrl: '/dev/wechatpay/pay?out_trade_no=ZY1' }),
    'Payment/PaymentStatus': () => {
      paid = true;
      return ok({ OrderNo: 'ZY1', State: 'PAID', StateText: '已支付', Amount: 9900, AmountText: '99.00', ProductName: PRODUCT.ProductName, CreatedAt: inMinutes(0), ExpireAt: inMinutes(15), PaidAt: inMinutes(0) });
    },
    'Auth/LoginStatus': () => ok({ ...LOGIN, RightsList: [{ RightsCode: 'WISH_EXPORT', ExpireAt: MINE[0].ExpireAt }], UserProductList: paid ? MINE : [] }),
    'Auth/GetCaptcha': () => ok({ CaptchaId: 'c1', Image: 'data:image/png;base64,AAAA' }),
    'User/ActivationCard': () => cardAnswers.shift()!,
    'User/GetMyCards': () => ok(myCards),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt('/openvip', [{ path: '/openvip', element: page(<OpenVipPage />) }]);

describe('/openvip', () => {
  it('shows the products on sale with price, duration and rights, and an empty membership', async () => {
    open();
    const card = await screen.findByTestId('openvip-product-VIP_YEAR');
    expect(within(card).getByTestId('openvip-product-price').textContent).toBe('¥99.00');
    expect(within(card).getByTestId('openvip-product-days').textContent).toContain('365天');
    expect(card.textContent).toContain('多张志愿表');
    expect(card.textContent).toContain('Excel / PDF');
    expect(await screen.findByTestId('openvip-empty')).toBeTruthy();
    expect(screen.getByTestId('openvip-free').textContent).toContain('一张志愿表');
    expect((await screen.findByTestId('openvip-cards-empty')).textContent).toBe('还没有激活过卡密。');
    expect(screen.queryByTestId('openvip-coming')).toBeNull();
  });

  it('says before paying when each product would end, and warns when it ends before the filling window', async () => {
    const renewing = { ...PRODUCT, EndsOn: '2028-11-24', EndsOnText: '2028-11-24', CurrentEndsOn: '2027-11-24' };
    api = mockApi({
      'Web/GetProductList': () => ok([SEASON, QUARTER, renewing]),
      'User/GetUserProducts': () => ok(MINE),
      'Payment/MyOrders': () => ok([]),
      'User/GetMyCards': () => ok([]),
    });
    open();
    const season = await screen.findByTestId('openvip-product-VIP_FILLING_SEASON');
    expect(within(season).getByTestId('openvip-product-days').textContent).toContain('2027志愿季（至录取结束）');
    expect(within(season).getByTestId('openvip-product-ends').textContent).toBe('购买后到期：2027-08-31（按往年惯例，录取一般于8月底前结束）');
    expect(within(season).queryByTestId('openvip-product-warning')).toBeNull();
    const quarter = screen.getByTestId('openvip-product-VIP_SEASON');
    expect(within(quarter).getByTestId('openvip-product-ends').textContent).toBe('购买后到期：2027-03-09');
    expect(within(quarter).getByTestId('openvip-product-warning').textContent).toBe('该会员于2027年3月9日到期，早于2027年6月的志愿填报，届时需续费');
    // The end and the warning come before the pay button.
    const warning = within(quarter).getByTestId('openvip-product-warning');
    const pay = within(quarter).getByTestId('openvip-pay-VIP_SEASON');
    expect(warning.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const year = screen.getByTestId('openvip-product-VIP_YEAR');
    expect(within(year).getByTestId('openvip-product-ends').textContent).toBe('续费后到期：2028-11-24（当前到期 2027-11-24）');
  });

  it('pays by QR code: the code, the dev link, the state polled to PAID, then the login data and products read again', async () => {
    open();
    fireEvent.click(await screen.findByTestId('openvip-pay-VIP_YEAR'));
    const dialog = await screen.findByTestId('openvip-pay-dialog');
    expect(within(dialog).getByTestId('openvip-pay-amount').textContent).toBe('¥99.00');
    expect(within(dialog).getByTestId('openvip-order-state').textContent).toBe('待支付');
    expect(within(dialog).getByTestId('openvip-dev-pay').getAttribute('href')).toBe('/dev/wechatpay/pay?out_trade_no=ZY1');
    const qr = await within(dialog).findByTestId('openvip-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(api.bodies('Payment/WechatQRCodePay')).toEqual([{ ProductId: 'VIP_YEAR' }]);
    expect(await screen.findByTestId('openvip-paid', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('openvip-order-state').textContent).toBe('已支付');
    expect(api.bodies('Payment/PaymentStatus')).toEqual([{ OrderNo: 'ZY1' }]);
    await waitFor(() => expect(api.bodies('Auth/LoginStatus')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('openvip-products').textContent).toContain('志愿填报会员（年度）'));
    expect(screen.getByTestId('openvip-paid').textContent).toContain('有效期至 2027-11-2');
  });

  it('a closed order offers 重新下单, which asks for a new one', async () => {
    api = mockApi({
      'Web/GetProductList': () => ok([PRODUCT]),
      'User/GetUserProducts': () => ok([]),
      'Payment/MyOrders': () => ok([]),
      'Payment/WechatQRCodePay': () => ok({ OrderNo: `ZY${api.bodies('Payment/WechatQRCodePay').length}`, CodeUrl: 'weixin://x', Amount: 9900, AmountText: '99.00', ProductName: PRODUCT.ProductName, ExpireAt: inMinutes(15) }),
      'Payment/PaymentStatus': (b) => ok({ OrderNo: b.OrderNo, State: 'CLOSED', StateText: '已关闭', Amount: 9900, AmountText: '99.00', ProductName: PRODUCT.ProductName, CreatedAt: inMinutes(0), ExpireAt: inMinutes(15) }),
    });
    open();
    fireEvent.click(await screen.findByTestId('openvip-pay-VIP_YEAR'));
    expect(screen.queryByTestId('openvip-dev-pay')).toBeNull();
    fireEvent.click(await screen.findByTestId('openvip-renew', {}, { timeout: 5000 }));
    expect(screen.getByTestId('openvip-order-state').textContent).toBe('已关闭');
    expect(screen.queryByTestId('openvip-qr')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('openvip-order-no').textContent).toBe('订单号：ZY2'));
    expect(screen.getByTestId('openvip-order-state').textContent).toBe('待支付');
  });

  it('shows a refused order by its product', async () => {
    api = mockApi({
      'Web/GetProductList': () => ok([PRODUCT]),
      'User/GetUserProducts': () => ok([]),
      'Payment/MyOrders': () => ok([]),
      'Payment/WechatQRCodePay': () => ({ Code: 429, Data: null, Message: '未支付的订单过多，请先完成或等待其过期' }),
    });
    open();
    fireEvent.click(await screen.findByTestId('openvip-pay-VIP_YEAR'));
    expect((await screen.findByTestId('openvip-pay-error')).textContent).toBe('未支付的订单过多，请先完成或等待其过期');
    expect(screen.queryByTestId('openvip-pay-dialog')).toBeNull();
  });

  it('activates a card, asking for a captcha when the server wants one', async () => {
    cardAnswers = [
      { Code: 113, Data: { NeedCaptcha: true }, Message: '请输入图形验证码' },
      ok({ CardNo: '123456789015', ProductId: 'VIP_YEAR', ProductName: PRODUCT.ProductName, Days: 365, ExpireAt: '2027-11-24T10:20:01Z', Rights: ['WISH_TABLES'] }),
    ];
    open();
    fireEvent.change(await screen.findByTestId('openvip-card-no'), { target: { value: '1234 5678 9012' } });
    fireEvent.change(screen.getByTestId('openvip-card-pwd'), { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByTestId('openvip-card-submit'));
    expect((await screen.findByTestId('openvip-card-error')).textContent).toBe('卡号有误，请核对后重新输入');
    expect(api.bodies('User/ActivationCard')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('openvip-card-no'), { target: { value: '1234 5678 9015' } });
    fireEvent.click(screen.getByTestId('openvip-card-submit'));
    await waitFor(() => expect(screen.getByTestId('openvip-card-error').textContent).toBe('请输入图形验证码'));
    fireEvent.change(await screen.findByTestId('openvip-card-captcha-input'), { target: { value: 'x7k2' } });
    paid = true;
    myCards = [{ CardNo: '1234 **** 9015', ProductId: 'VIP_YEAR', ProductName: PRODUCT.ProductName, Days: 365, ActivatedAt: '2026-11-24T10:20:01Z',
      ValidFrom: '2026-11-24T10:20:01Z', ValidUntil: '2027-11-24T10:20:01Z', State: 'ACTIVE', StateText: '生效中' }];
    fireEvent.click(screen.getByTestId('openvip-card-submit'));
    const result = await screen.findByTestId('openvip-card-result');
    expect(result.textContent).toContain('「志愿填报会员（年度）」365天，有效期至 2027-11-2');
    expect(api.bodies('User/ActivationCard')).toEqual([
      { CardNo: '123456789015', CardPwd: 'ABCDEFGHJKMNPQRS' },
      { CardNo: '123456789015', CardPwd: 'ABCDEFGHJKMNPQRS', CaptchaId: 'c1', CaptchaCode: 'x7k2' },
    ]);
    expect(screen.queryByTestId('openvip-card-error')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('openvip-products').textContent).toContain('志愿填报会员（年度）'));
    // 我激活的卡 is read again after the activation: the card, masked, with its time and state.
    const row = await screen.findByTestId('openvip-card-row');
    expect(within(row).getByTestId('openvip-card-row-no').textContent).toBe('1234 **** 9015');
    expect(within(row).getByTestId('openvip-card-row-valid').textContent).toMatch(/^2026-11-2\d 至 2027-11-2\d$/);
    expect(within(row).getByTestId('openvip-card-row-state').textContent).toBe('生效中');
    expect(row.textContent).toContain('志愿填报会员（年度）');
    expect(api.bodies('User/GetMyCards').length).toBeGreaterThanOrEqual(2);
  });
});
