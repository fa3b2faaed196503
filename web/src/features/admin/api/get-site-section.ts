import { adminRead } from './call';

/** Admin/SiteSection: one site configuration list (a JSON array). */
export const getSiteSection = (Name: string) => adminRead<unknown>('SiteSection', { Name });
