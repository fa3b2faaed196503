import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { inAppClickPath } from '../lib/internal-link';

/**
 * Published HTML (news, notices, help answers, pages) in the article container. The server
 * sanitised it when it was published; this is the one place the portal renders such HTML. A
 * click on a link to the portal's own pages (#/query-rank) goes through the router.
 */
export function ArticleBody({ html, testId = 'article-body' }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const path = inAppClickPath(e);
    if (!path) return;
    e.preventDefault();
    navigate(path);
  };
  // The links inside are ordinary <a href> elements: the keyboard reaches and opens them, and
  // Enter on one is the click handled here.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="zy-article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />;
}
