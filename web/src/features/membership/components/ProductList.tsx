import { Card, Header } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getProductList } from '../api/get-product-list';
import { usePayStart } from '../hooks/usePayStart';
import { FREE_BASICS } from '../lib/rights';
import { PayDialog } from './PayDialog';
import { ProductCard } from './ProductCard';

/** 开通会员: the products on sale with 微信支付, and what always stays free. */
export function ProductList({ onOrdered }: { onOrdered: () => void }) {
  const list = useLoad(getProductList, 'products');
  const { pending, started, error, pay, close } = usePayStart();
  const products = list.data ?? [];
  const start = async (productId: string) => {
    await pay(productId);
    onOrdered();
  };
  return (
    <section className="zy-vip-section" aria-labelledby="openvip-buy-title">
      <Header as="h4" id="openvip-buy-title">
        开通会员
      </Header>
      <p className="zy-muted zy-small" data-testid="openvip-free">
        免费功能：{FREE_BASICS}
      </p>
      {list.loading && !list.data ? <PageLoader lines={2} /> : null}
      {list.error ? <p className="zy-vip-error">{list.error.message}</p> : null}
      {list.data && !products.length ? (
        <p className="zy-muted" data-testid="openvip-no-products">
          暂无可购买的会员产品。
        </p>
      ) : null}
      {products.length ? (
        <Card.Group itemsPerRow={products.length > 2 ? 3 : 2} stackable data-testid="openvip-product-list">
          {products.map((p) => (
            <ProductCard key={p.ProductId} product={p} busy={Boolean(pending)} pending={pending === p.ProductId} error={error?.productId === p.ProductId ? error.message : undefined} onPay={() => void start(p.ProductId)} />
          ))}
        </Card.Group>
      ) : null}
      {started ? (
        <PayDialog
          key={started.order.OrderNo}
          order={started.order}
          productId={started.productId}
          renewing={pending === started.productId}
          onRenew={() => void start(started.productId)}
          onClose={() => {
            close();
            onOrdered();
          }}
        />
      ) : null}
    </section>
  );
}
