import { useEffect, useState } from 'react';
import type { Ad } from '@/types/api';
import { FOOTER_AD_POSITION, getAdList } from '../api/get-ad-list';

/** Banner ads of position 3 (may be empty). */
export function FooterAds() {
  const [ads, setAds] = useState<Ad[]>([]);
  useEffect(() => {
    let alive = true;
    getAdList(FOOTER_AD_POSITION)
      .then((list) => alive && setAds(Array.isArray(list) ? list : []))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  if (!ads.length) return null;
  return (
    <div className="zy-footer-ads" data-testid="footer-ads">
      {ads.map((ad, i) => {
        const img = <img src={ad.AdImageFileUrl} alt={ad.AdTitle} title={ad.AdTitle} />;
        return ad.AdUrl ? (
          <a key={i} href={ad.AdUrl} target="_blank" rel="noopener noreferrer" data-testid="footer-ad">
            {img}
          </a>
        ) : (
          <span key={i} data-testid="footer-ad">
            {img}
          </span>
        );
      })}
    </div>
  );
}
