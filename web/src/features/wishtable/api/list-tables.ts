import type { WishLists } from '../types';
import { wishRead } from './call';

/** WishTable/List: the user's tables, those shared with them and the recycle bin. */
export const listTables = () => wishRead<WishLists>('WishTable/List');
