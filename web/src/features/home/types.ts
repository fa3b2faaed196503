// Shapes of Web/GetHomeData (docs/API-CONTENT.md). Field names keep the server's casing.
import type { Ad, ToolBoxItem } from '@/types/api';
import type { NewsItem } from '@/features/content/types';

/** Days to the province's next exam (Beijing time); 0 during the exam. */
export interface Countdown {
  ProvinceId: number;
  /** '' when no province was asked for. */
  ProvinceName: string;
  ExamDate: string;
  Days: number;
  /** The coming exam's year. */
  ExamYear?: number;
  /** How the date was set when it is not published yet: 按往年惯例（每年6月7日开考）; "" when published. */
  Basis?: string;
}

export interface FriendLink {
  Name: string;
  Url: string;
}

export interface HomeData {
  Countdown: Countdown | null;
  /** Up to 8 newest news items for the province (and the national ones). */
  News: NewsItem[] | null;
  /** Up to 6 newest notices. */
  Notices: NewsItem[] | null;
  /** Ads of position 1 (none configured by default). */
  Ads: Ad[] | null;
  ToolBox: ToolBoxItem[] | null;
  FriendLinks: FriendLink[] | null;
}
