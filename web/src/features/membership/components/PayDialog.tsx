import { Button, Message, Modal } from 'semantic-ui-react';
import type { PaymentStart } from '@/types/api';
import { formatDate } from '@/lib/dates';
import { useUserProducts } from '../hooks/useUserProducts';
import { useOrderStatus } from '../hooks/useOrderStatus';
import { countdownText, priceText } from '../lib/format';
import { isOver, stateText } from '../lib/order-state';
import { DevPayLink } from './DevPayLink';
import { PayQrCode } from './PayQrCode';

/** The product's new expiry once paid (from the freshly read products). */
function PaidNote({ productId, productName }: { productId?: string; productName: string }) {
  const { products } = useUserProducts();
  const mine = products.find((p) => (productId && p.ProductId === productId) || p.ProductName === productName);
  return (
    <Message success data-testid="openvip-paid">
      <Message.Header>支付成功</Message.Header>
      <p>「{productName}」已开通{mine ? `，有效期至 ${formatDate(mine.ExpireAt)}` : ''}。</p>
    </Message>
  );
}

/** 微信扫码支付: the code, amount, product, time left and the live state of the order. */
export function PayDialog({ order, productId, renewing, onRenew, onClose }: { order: PaymentStart; productId?: string; renewing: boolean; onRenew: () => void; onClose: () => void }) {
  const { status, state, left, error } = useOrderStatus(order);
  const waiting = state === 'NOTPAY' && !error;
  return (
    <Modal open onClose={onClose} size="tiny" closeOnDimmerClick={false} data-testid="openvip-pay-dialog" aria-labelledby="openvip-pay-title">
      <Modal.Header id="openvip-pay-title">微信扫码支付</Modal.Header>
      <Modal.Content>
        <div className="zy-vip-pay">
          <p>
            商品：<strong data-testid="openvip-pay-product">{order.ProductName}</strong>
          </p>
          <p>
            金额：<strong className="zy-vip-price" data-testid="openvip-pay-amount">¥{priceText(order.AmountText, order.Amount)}</strong>
          </p>
          {waiting ? (
            <>
              <PayQrCode value={order.CodeUrl} />
              <p>
                请使用微信“扫一扫”扫码支付，剩余 <strong data-testid="openvip-countdown">{countdownText(left)}</strong>
              </p>
            </>
          ) : null}
          <p>
            订单状态：<span data-testid="openvip-order-state">{stateText(state, state === 'EXPIRED' ? null : status?.StateText)}</span>
          </p>
          {state === 'PAID' ? <PaidNote productId={productId} productName={order.ProductName} /> : null}
          {isOver(state) ? (
            <Message warning data-testid="openvip-order-over">
              <p>{state === 'EXPIRED' ? '订单已过期' : '订单已关闭'}，请重新下单。</p>
              <Button type="button" color="green" size="small" content="重新下单" loading={renewing} disabled={renewing} onClick={onRenew} data-testid="openvip-renew" />
            </Message>
          ) : null}
          {error ? (
            <p className="zy-vip-error" role="alert" data-testid="openvip-status-error">
              {error}
            </p>
          ) : null}
          {waiting ? <DevPayLink url={order.DevPayUrl} /> : null}
          <p className="zy-muted zy-small" data-testid="openvip-order-no">
            订单号：{order.OrderNo}
          </p>
        </div>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" primary={state === 'PAID'} content={state === 'PAID' ? '完成' : '关闭'} onClick={onClose} data-testid="openvip-pay-close" />
      </Modal.Actions>
    </Modal>
  );
}
