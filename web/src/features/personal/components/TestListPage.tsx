import { Link } from 'react-router';
import { Button, Header, Table } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ScrollTable } from '@/components/ScrollTable';
import { listResults } from '@/features/assessment/api/list-results';
import { timeText } from '@/features/assessment/lib/format';
import { useLoad } from '@/lib/use-load';

/** /test-list: my assessments, newest first; every retake is kept. */
export default function TestListPage() {
  const list = useLoad(listResults, 'test-list');
  const rows = list.data ?? [];
  const loaded = !list.loading && !list.error;
  return (
    <div data-testid="test-list-page">
      <Header as="h3" dividing>
        我的测评
      </Header>
      {list.loading && !list.data ? <PageLoader /> : null}
      {list.error ? <p className="zy-muted">加载失败：{list.error.message}</p> : null}
      {loaded && !rows.length ? (
        <EmptyState icon="clipboard list" text="暂无测评记录" testId="test-list-empty">
          <Button as={Link} to="/test" primary content="去做测评" />
        </EmptyState>
      ) : null}
      {rows.length ? (
        <>
          <ScrollTable celled compact striped unstackable data-testid="test-list-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>测评</Table.HeaderCell>
                <Table.HeaderCell>结果</Table.HeaderCell>
                <Table.HeaderCell>测评时间</Table.HeaderCell>
                <Table.HeaderCell>操作</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.SubmissionId} data-testid="test-list-row" data-bank={r.Bank}>
                  <Table.Cell data-testid="test-list-name">{r.BankName}</Table.Cell>
                  <Table.Cell data-testid="test-list-title">{r.Title}</Table.Cell>
                  <Table.Cell data-testid="test-list-time">{timeText(r.SubmittedAt)}</Table.Cell>
                  <Table.Cell>
                    <Link to={r.Path} data-testid="test-list-open">
                      查看结果
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
          <p className="zy-muted zy-small">
            每次测评的结果都会保留；“大家的测评”只计你每个测评最近一次的结果。<Link to="/test">去做测评</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
