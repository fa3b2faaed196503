import { apiPost } from '@/lib/api-client';
import type { HotMajor } from '../types';

/** Major/GetMajorHotList: majors by 全国普通高校毕业生规模, largest first. */
export const getMajorHotList = (Count = 10) => apiPost<HotMajor[] | null>('Major/GetMajorHotList', { Count }, { silent: true });
