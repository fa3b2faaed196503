import { Header, List } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { formatDate } from '@/lib/dates';
import { useUserProducts } from '../hooks/useUserProducts';

/** 我的会员: the user's products with their expiry, or an empty state. */
export function MyProducts() {
  const { products } = useUserProducts();
  return (
    <section className="zy-vip-section" aria-labelledby="openvip-mine-title">
      <Header as="h4" id="openvip-mine-title">
        我的会员
      </Header>
      {products.length ? (
        <List divided relaxed data-testid="openvip-products">
          {products.map((p) => (
            <List.Item key={`${p.ProductId ?? p.ProductName}-${p.ExpireAt}`} icon="diamond" header={p.ProductName} description={`有效期至 ${formatDate(p.ExpireAt)}`} data-testid="openvip-my-product" />
          ))}
        </List>
      ) : (
        <EmptyState icon="diamond" text="您还没有开通会员" testId="openvip-empty" />
      )}
    </section>
  );
}
