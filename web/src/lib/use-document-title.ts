import { useEffect } from 'react';

/** The site's name, the end of every document title. */
export const SITE_TITLE = '高考志愿填报';

/** "<page> - 高考志愿填报" for a page's own title, the site's name alone for none. */
export const withSiteTitle = (title: string | null | undefined) => (title ? `${title} - ${SITE_TITLE}` : SITE_TITLE);

/** Sets a page's own document title (a college's or a major's name) once it is known. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = withSiteTitle(title);
  }, [title]);
}
