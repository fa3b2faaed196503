import type { Created } from '../types';
import { wishCommand } from './call';

/** WishTable/Join: the signed-in user accepts an invitation link. */
export const joinTable = (Token: string) => wishCommand<Created>('WishTable/Join', { Token });
