import { useEffect } from 'react';

const SITE_TITLE = '高考志愿填报';

/** Sets a page's own document title (a college's or a major's name) once it is known. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} - ${SITE_TITLE}`;
  }, [title]);
}
