import { Link } from 'react-router';
import { Header, List, Segment } from 'semantic-ui-react';
import { useLoad } from '@/lib/use-load';
import { getCollegeConstitutionList, getCollegeNewsList } from '../api/college-items';

/** The official platform where every college's charter is published. */
export const CHSI_URL = 'https://gaokao.chsi.com.cn/';

/**
 * A college's 招生章程 and news as the editors have published them: a charter entry links the
 * official text; with none, the page says so and points to where charters are published.
 */
export function CollegeCharters({ collegeCode }: { collegeCode: string }) {
  const charters = useLoad(() => getCollegeConstitutionList(collegeCode), `charters:${collegeCode}`);
  const news = useLoad(() => getCollegeNewsList(collegeCode), `college-news:${collegeCode}`);
  const list = charters.data?.List ?? [];
  const items = news.data?.List ?? [];
  return (
    <Segment data-testid="college-charters">
      <Header as="h2" size="small">
        招生章程
      </Header>
      {charters.error ? <p className="zy-muted">{charters.error.message}</p> : null}
      {!charters.loading && !charters.error && list.length === 0 ? (
        <p className="zy-muted" data-testid="college-charters-empty">
          本站暂未收录该校的招生章程。招生章程以学校在
          <a href={CHSI_URL} target="_blank" rel="noopener noreferrer">
            阳光高考平台
          </a>
          和学校招生网公布的为准。
        </p>
      ) : null}
      <List divided relaxed>
        {list.map((c) => (
          <List.Item key={c.Id} data-testid="college-charter">
            <Link to={`/constitution-details?id=${encodeURIComponent(c.Id)}`}>{c.NewsTitle}</Link>
            <span className="zy-muted"> · {c.Year ? `${c.Year}年` : c.ReleaseDate}</span>
          </List.Item>
        ))}
      </List>
      {items.length > 0 ? (
        <>
          <Header as="h2" size="small">
            院校新闻
          </Header>
          <List divided relaxed>
            {items.map((n) => (
              <List.Item key={n.Id} data-testid="college-news-item">
                <span>{n.NewsTitle}</span>
                <span className="zy-muted"> · {n.ReleaseDate}</span>
                {n.SourceUrl ? (
                  <a href={n.SourceUrl} target="_blank" rel="noopener noreferrer" className="zy-muted">
                    {' '}
                    原文
                  </a>
                ) : null}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Segment>
  );
}
