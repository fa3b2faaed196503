import { Link } from 'react-router';
import type { Ad } from '@/types/api';
import { isAppPath, isWebUrl } from '../lib/links';

/** The home page's banners (ads of position 1); nothing at all when none is configured. */
export function HomeAds({ ads }: { ads: Ad[] | null | undefined }) {
  const shown = (ads ?? []).filter((a) => a?.AdImageFileUrl);
  if (!shown.length) return null;
  return (
    <section className="zy-home-ads" aria-label="推荐" data-testid="home-ads">
      {shown.map((ad, i) => {
        const img = <img src={ad.AdImageFileUrl} alt={ad.AdTitle || '广告'} />;
        const key = `${ad.AdImageFileUrl}-${i}`;
        if (isWebUrl(ad.AdUrl)) {
          return (
            <a key={key} href={ad.AdUrl} target="_blank" rel="noopener noreferrer" data-testid="home-ad">
              {img}
            </a>
          );
        }
        if (isAppPath(ad.AdUrl)) {
          return (
            <Link key={key} to={ad.AdUrl} data-testid="home-ad">
              {img}
            </Link>
          );
        }
        return (
          <span key={key} data-testid="home-ad">
            {img}
          </span>
        );
      })}
    </section>
  );
}
