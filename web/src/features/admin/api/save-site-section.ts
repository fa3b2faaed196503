import { adminWrite } from './call';

/** Admin/SaveSiteSection (admin): replaces a section with a JSON array. */
export const saveSiteSection = (Name: string, Value: unknown[]) => adminWrite('SaveSiteSection', { Name, Value });
