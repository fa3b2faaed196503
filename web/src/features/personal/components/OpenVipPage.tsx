import { useEffect, useState } from 'react';
import { Header, List, Message } from 'semantic-ui-react';
import type { UserProduct } from '@/types/api';
import { EmptyState } from '@/components/EmptyState';
import { getUserProducts } from '../api/get-user-products';
import { formatDate } from '../format';

/** /openvip: the user's VIP products; purchase and card activation land with their feature. */
export default function OpenVipPage() {
  const [products, setProducts] = useState<UserProduct[] | null>(null);
  useEffect(() => {
    getUserProducts()
      .then((list) => setProducts(Array.isArray(list) ? list : []))
      .catch(() => setProducts([]));
  }, []);
  return (
    <div data-testid="openvip-page">
      <Header as="h3" dividing>开通VIP</Header>
      {products && products.length ? (
        <List divided relaxed data-testid="openvip-products">
          {products.map((p) => (
            <List.Item key={`${p.ProductName}-${p.ExpireAt}`} icon="diamond" header={p.ProductName} description={`有效期至 ${formatDate(p.ExpireAt)}`} />
          ))}
        </List>
      ) : null}
      {products && !products.length ? <EmptyState icon="diamond" text="您还没有开通VIP" testId="openvip-empty" /> : null}
      <Message info size="small" data-testid="openvip-coming">
        在线购买与激活卡激活功能即将上线，敬请期待。
      </Message>
    </div>
  );
}
