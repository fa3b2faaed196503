import type { FriendLink } from '../types';
import { isWebUrl } from '../lib/links';

/** 友情链接 (site section FriendLinkList): each opens in a new window; only http(s) addresses. */
export function FriendLinks({ links }: { links: FriendLink[] | null | undefined }) {
  const shown = (links ?? []).filter((l) => l?.Name && isWebUrl(l.Url));
  if (!shown.length) return null;
  return (
    <section className="zy-friend-links" aria-labelledby="home-friends-title" data-testid="home-friend-links">
      <h2 id="home-friends-title">友情链接</h2>
      <ul>
        {shown.map((l) => (
          <li key={`${l.Name}-${l.Url}`}>
            <a href={l.Url} target="_blank" rel="noopener noreferrer" data-testid="home-friend-link">
              {l.Name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
