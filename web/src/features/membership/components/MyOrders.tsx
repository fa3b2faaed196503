import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Header, Label, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { useLoad } from '@/lib/use-load';
import { formatDateTime } from '@/lib/dates';
import { getMyOrders } from '../api/my-orders';
import { priceText } from '../lib/format';
import { stateColor, stateText } from '../lib/order-state';
import { membershipVersionAtom } from '../lib/refresh';

const SHORT = 3;

/** 我的订单: the newest few orders, all of them on request. */
export function MyOrders({ reloadKey }: { reloadKey: number }) {
  const version = useAtomValue(membershipVersionAtom);
  const orders = useLoad(getMyOrders, `orders:${version}:${reloadKey}`);
  const [all, setAll] = useState(false);
  const list = orders.data ?? [];
  const shown = all ? list : list.slice(0, SHORT);
  return (
    <section className="zy-vip-section" aria-labelledby="openvip-orders-title" data-testid="openvip-orders">
      <Header as="h4" id="openvip-orders-title">
        我的订单
      </Header>
      {orders.error ? <p className="zy-vip-error">{orders.error.message}</p> : null}
      {orders.data && !list.length ? (
        <p className="zy-muted" data-testid="openvip-orders-empty">
          暂无订单。
        </p>
      ) : null}
      {shown.length ? (
        <ScrollTable compact unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>订单号</Table.HeaderCell>
              <Table.HeaderCell>商品</Table.HeaderCell>
              <Table.HeaderCell>金额</Table.HeaderCell>
              <Table.HeaderCell>状态</Table.HeaderCell>
              <Table.HeaderCell>下单时间</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((o) => (
              <Table.Row key={o.OrderNo} data-testid="openvip-order" data-order-no={o.OrderNo}>
                <Table.Cell className="zy-small">{o.OrderNo}</Table.Cell>
                <Table.Cell>{o.ProductName}</Table.Cell>
                <Table.Cell>¥{priceText(o.AmountText, o.Amount)}</Table.Cell>
                <Table.Cell>
                  <Label size="small" color={stateColor(o.State)} data-testid="openvip-order-row-state">
                    {stateText(o.State, o.StateText)}
                  </Label>
                </Table.Cell>
                <Table.Cell>{formatDateTime(o.CreatedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : null}
      {list.length > SHORT ? <Button type="button" basic size="mini" content={all ? '收起' : `查看全部（${list.length}）`} onClick={() => setAll(!all)} data-testid="openvip-orders-toggle" /> : null}
    </section>
  );
}
