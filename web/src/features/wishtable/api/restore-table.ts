import { wishCommand, type Edit } from './call';

/** WishTable/Restore (editor): the units as they were at ToVersion, as a new version. */
export const restoreTable = (body: Edit & { ToVersion: number }) => wishCommand('WishTable/Restore', body);
