import { useState } from 'react';
import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { useLoad } from '@/lib/use-load';
import { getBacktest } from '../api/get-backtest';
import type { BacktestRow } from '../types';

const METHOD_NAMES: Record<string, string> = { WCF: '位次法', WDF: '位点法' };

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/**
 * 本省回测明细: every year the portal predicted for the province from the years before it, and how
 * its labels held — the same figures as the published report. Loaded when opened.
 */
export function BacktestPanel({ provinceId, provinceName }: { provinceId: number; provinceName: string }) {
  const [open, setOpen] = useState(false);
  const got = useLoad(() => getBacktest(provinceId), open ? String(provinceId) : null);
  const rows = got.data?.Rows ?? [];
  return (
    <details className="zy-rec-method" data-testid="rec-backtest-panel" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{provinceName}回测明细</summary>
      {got.loading ? <p className="zy-muted zy-small">正在计算回测…</p> : null}
      {got.error ? <p className="zy-error-text">{got.error.message}</p> : null}
      {got.data?.Message ? <p className="zy-muted" data-testid="rec-backtest-empty">{got.data.Message}</p> : null}
      {rows.length ? (
        <>
          <p className="zy-small">
            每一行只用该年之前的数据去“预测”已经发生的一年，再与当年实际投档结果核对。“被录取比例”是标为该类的志愿中，考生位次在实际最低位次以内的比例。
          </p>
          <ScrollTable celled compact data-testid="rec-backtest-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>年份</Table.HeaderCell>
                <Table.HeaderCell>志愿单位</Table.HeaderCell>
                <Table.HeaderCell>方法</Table.HeaderCell>
                <Table.HeaderCell>“保”被录取</Table.HeaderCell>
                <Table.HeaderCell>“稳”被录取</Table.HeaderCell>
                <Table.HeaderCell>“冲”被录取</Table.HeaderCell>
                <Table.HeaderCell>落在80%区间</Table.HeaderCell>
                <Table.HeaderCell>最大偏差</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r: BacktestRow) => (
                <Table.Row key={`${r.Year}-${r.Level}-${r.Method}`} data-testid="rec-backtest-row">
                  <Table.Cell>{r.Year}年</Table.Cell>
                  <Table.Cell>{r.LevelName}</Table.Cell>
                  <Table.Cell>{METHOD_NAMES[r.Method] ?? r.Method}</Table.Cell>
                  <Table.Cell>{pct(r.SafeHeld)}</Table.Cell>
                  <Table.Cell>{pct(r.SteadyHeld)}</Table.Cell>
                  <Table.Cell>{pct(r.StretchHeld)}</Table.Cell>
                  <Table.Cell>{pct(r.Covered80)}</Table.Cell>
                  <Table.Cell>{r.WorstDecileGap}个百分点</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
          <p className="zy-muted zy-small">最大偏差：按所述概率分成十档，各档实际录取比例与所述概率之差的最大值（只计样本不少于200的档）。</p>
        </>
      ) : null}
    </details>
  );
}
