import { Button, Card, Icon, List, Message } from 'semantic-ui-react';
import type { Product } from '@/types/api';
import { durationText, endsText, priceText } from '../lib/format';

/** One product on sale: price, duration, what it unlocks, when it would end and any warning, then 微信支付. */
export function ProductCard({ product: p, busy, pending, error, onPay }: { product: Product; busy: boolean; pending: boolean; error?: string; onPay: () => void }) {
  return (
    <Card className="zy-vip-product" data-testid={`openvip-product-${p.ProductId}`}>
      <Card.Content>
        <Card.Header>{p.ProductName}</Card.Header>
        <Card.Meta>
          <span className="zy-vip-price" data-testid="openvip-product-price">
            ¥{priceText(p.PriceText, p.Price)}
          </span>
          <span className="zy-vip-days" data-testid="openvip-product-days">
            {' '}/ {durationText(p)}
          </span>
        </Card.Meta>
        {p.Description ? <Card.Description>{p.Description}</Card.Description> : null}
        {p.Rights?.length ? (
          <List className="zy-vip-rights" data-testid="openvip-product-rights">
            {p.Rights.map((r) => (
              <List.Item key={r.RightsCode} data-right={r.RightsCode}>
                <Icon name="check" color="green" aria-hidden="true" />
                <List.Content>
                  <List.Header>{r.RightsName}</List.Header>
                  {r.Description ? <List.Description>{r.Description}</List.Description> : null}
                </List.Content>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Card.Content>
      <Card.Content extra>
        {endsText(p) ? (
          <p className="zy-vip-ends" data-testid="openvip-product-ends">
            {endsText(p)}
          </p>
        ) : null}
        {p.Warning ? (
          <Message warning size="small" className="zy-vip-warning" data-testid="openvip-product-warning">
            <Icon name="warning sign" aria-hidden="true" />
            {p.Warning}
          </Message>
        ) : null}
        <Button type="button" color="green" fluid icon="wechat" content="微信支付" loading={pending} disabled={busy} onClick={onPay} data-testid={`openvip-pay-${p.ProductId}`} />
        {error ? (
          <p className="zy-vip-error" role="alert" data-testid="openvip-pay-error">
            {error}
          </p>
        ) : null}
      </Card.Content>
    </Card>
  );
}
