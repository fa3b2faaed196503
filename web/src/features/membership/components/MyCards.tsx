import { useAtomValue } from 'jotai';
import { Header, Label, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { useLoad } from '@/lib/use-load';
import { formatDate, formatDateTime } from '@/lib/dates';
import { getMyCards } from '../api/my-cards';
import { cardStateColor, cardValidText } from '../lib/my-cards';
import { membershipVersionAtom } from '../lib/refresh';

/** 我激活的卡: the user's own activated cards (masked numbers), read again after an activation. */
export function MyCards() {
  const version = useAtomValue(membershipVersionAtom);
  const cards = useLoad(getMyCards, `cards:${version}`);
  const list = cards.data ?? [];
  return (
    <section className="zy-vip-section" aria-labelledby="openvip-cards-title" data-testid="openvip-cards">
      <Header as="h4" id="openvip-cards-title">
        我激活的卡
      </Header>
      {cards.error ? <p className="zy-vip-error">{cards.error.message}</p> : null}
      {cards.data && !list.length ? (
        <p className="zy-muted" data-testid="openvip-cards-empty">
          还没有激活过卡密。
        </p>
      ) : null}
      {list.length ? (
        <ScrollTable compact unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>卡号</Table.HeaderCell>
              <Table.HeaderCell>商品</Table.HeaderCell>
              <Table.HeaderCell>激活时间</Table.HeaderCell>
              <Table.HeaderCell>有效期</Table.HeaderCell>
              <Table.HeaderCell>状态</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((c) => (
              <Table.Row key={`${c.CardNo}-${c.ActivatedAt}`} data-testid="openvip-card-row">
                <Table.Cell className="zy-small" data-testid="openvip-card-row-no">{c.CardNo}</Table.Cell>
                <Table.Cell>{c.ProductName}</Table.Cell>
                <Table.Cell>{formatDateTime(c.ActivatedAt)}</Table.Cell>
                <Table.Cell data-testid="openvip-card-row-valid">{cardValidText(c, formatDate)}</Table.Cell>
                <Table.Cell>
                  <Label size="small" color={cardStateColor(c.State)} data-testid="openvip-card-row-state">
                    {c.StateText}
                  </Label>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : null}
    </section>
  );
}
