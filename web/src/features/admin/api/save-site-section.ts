import { adminWrite } from './call';

/**
 * Admin/SaveSiteSection (admin): replaces a section with a JSON array. `Base` is the value the
 * editor started from: a section another admin changed meanwhile answers a conflict, not an overwrite.
 */
export const saveSiteSection = (Name: string, Value: unknown[], Base: unknown) => adminWrite('SaveSiteSection', { Name, Value, Base });
