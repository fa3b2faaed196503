import { useCallback, useState } from 'react';
import { Header } from 'semantic-ui-react';
import { CardActivationForm } from './CardActivationForm';
import { MyCards } from './MyCards';
import { MyOrders } from './MyOrders';
import { MyProducts } from './MyProducts';
import { ProductList } from './ProductList';
import '../membership.css';

/** /openvip: my membership, the products with WeChat Pay, activation cards and the ones I activated, my orders. */
export default function OpenVipPage() {
  const [ordersKey, setOrdersKey] = useState(0);
  const reloadOrders = useCallback(() => setOrdersKey((n) => n + 1), []);
  return (
    <div className="zy-vip-page" data-testid="openvip-page">
      <Header as="h3" dividing>
        开通会员
      </Header>
      <MyProducts />
      <ProductList onOrdered={reloadOrders} />
      <CardActivationForm />
      <MyCards />
      <MyOrders reloadKey={ordersKey} />
    </div>
  );
}
