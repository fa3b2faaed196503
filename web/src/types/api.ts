// Shapes of the API answers (SPEC §3, §7). Field names keep the server's casing.

export interface Envelope<T = unknown> {
  Code: number;
  Data: T;
  Message: string;
}

export interface Param {
  ParamKey: string;
  ParamValue: string;
}

export interface Menu {
  Id: string | number;
  MenuName: string;
  MenuIcon?: string;
  MenuPath: string;
  OpenWay: number;
  SubMenuDisplayWay?: number;
  MenuList?: Menu[];
}

export type ExamMode = '3+3' | '3+1+2' | 'traditional';

export interface Province {
  ProvinceId: number;
  ProvinceName: string;
  /** First exam year under the new gaokao. */
  FirstNewExam?: number;
  PinYinOne: string;
  CEEDate?: string;
  /** Where CEEDate comes from when the year's date is not published: 按往年惯例… / 按2026年日期推算… / 运营方设定. */
  CEEDateBasis?: string;
  ExamYear?: number;
  ExamMode?: string; // 3+3, 3+3_zhejiang, 3+3_shanghai, 3+1+2, traditional
  SubjectRule?: Record<string, unknown> | null;
  /** Full mark of the province's gaokao total: 750; 上海 660; 海南 900. */
  MaxScore?: number;
}

export interface ToolBoxItem {
  Name: string;
  Icon?: string;
  Path: string;
}

export interface WebConfig {
  ParamList: Param[];
  ModuleList: { ModuleCode: string }[];
  HeadMenuList: Menu[];
  BottomMenuList: Menu[];
  ProvinceList: Province[];
  ProductCodes?: string[];
  ProductAlias?: { Code: string; Name: string }[];
  WishYear?: number;
  ToolBox?: ToolBoxItem[];
}

export interface Right {
  RightsCode: string;
  ExpireAt: string;
}

export interface UserProduct {
  ProductId?: string;
  ProductName: string;
  ExpireAt: string;
}

/** A right a product unlocks (docs/API-MEMBERSHIP.md); `Right` above is one the user holds. */
export interface ProductRight {
  RightsCode: string;
  RightsName: string;
  Description: string;
}

/**
 * A product on sale (Web/GetProductList); amounts in fen, PriceText in yuan. Kind SEASON lasts to
 * the end of the buyer's filling season (Days 0). The Ends* fields are the end it would have if
 * this user bought it now; Warning says it ends before their filling window.
 */
export interface Product {
  ProductId: string;
  ProductName: string;
  Description: string;
  Price: number;
  PriceText: string;
  Kind?: 'DAYS' | 'SEASON';
  Days: number;
  Rights: ProductRight[] | null;
  EndsOn?: string;
  EndsBasis?: string;
  EndsOnText?: string;
  SeasonYear?: number;
  CurrentEndsOn?: string;
  Warning?: string;
}

export type OrderState = 'NOTPAY' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED';

/** An order (Payment/PaymentStatus, Payment/MyOrders). */
export interface Order {
  OrderNo: string;
  State: OrderState;
  StateText: string;
  Amount: number;
  AmountText: string;
  ProductName: string;
  CreatedAt: string;
  ExpireAt: string;
  PaidAt?: string | null;
}

/** A WeChat Native order to pay (Payment/WechatQRCodePay). */
export interface PaymentStart {
  OrderNo: string;
  CodeUrl: string;
  Amount: number;
  AmountText: string;
  ProductName: string;
  ExpireAt: string;
  /** Development profile only: the local WeChat Pay simulator's page for this order. */
  DevPayUrl?: string;
}

/** A redeemed activation card (User/ActivationCard). */
export interface CardActivation {
  CardNo: string;
  ProductId: string;
  ProductName: string;
  /** SEASON: the card lasts to the end of the user's filling season (Days 0). */
  Kind?: 'DAYS' | 'SEASON';
  Days: number;
  /** The product's new expiry for this user. */
  ExpireAt: string;
  Rights: string[] | null;
}

/** One card the user activated (User/GetMyCards); the number comes masked: "1234 **** 9012". */
export interface MyCard {
  CardNo: string;
  ProductId: string;
  ProductName: string;
  Days: number;
  ActivatedAt: string;
  /** The product time the card gave; null when its grant was taken back or is not readable yet. */
  ValidFrom: string | null;
  ValidUntil: string | null;
  State: 'ACTIVE' | 'PENDING' | 'EXPIRED' | 'REVOKED' | 'PROCESSING';
  StateText: string;
}

export interface LoginData {
  Token: string;
  UserId: string | number;
  NickName: string;
  UserType: number;
  RightsList: Right[];
  UserProductList: UserProduct[];
}

export interface UserScore {
  ExamProvinceId: number;
  ExamProvinceName: string;
  ExamYear: number;
  SubjectType?: number;
  SelectSubjects?: string[] | null;
  Score?: number | null;
  IsFinalScore?: boolean;
}

export interface StudentInfo {
  HasLoginName: boolean;
  NickName: string;
  UserScore: UserScore | null;
  Student: { Sex: number; StudentName: string } | null;
  Version?: number;
}

export interface CompletenessFlags {
  IsNeedComplateBaseInfo: number;
  IsNeedComplateScore: number;
  IsNeedComplateFinalScore: number;
  IsNeedComplateSubjects: number;
}

export interface WriteResult {
  Version: number;
  Position: number | string;
}

export interface Ad {
  AdImageFileUrl: string;
  AdTitle: string;
  AdUrl?: string;
}

export interface ScriptInjectItem {
  ScriptKey: string;
  InjectPageList?: string[] | null;
  ImportScriptList?: string[] | null;
  ScriptCode?: string | null;
}

export interface HistoryEntry {
  Time: string;
  Type: string;
  Summary: string;
  /** The event type in Chinese (Type is the stable machine name). */
  TypeName: string;
  ActorUserId: string | number;
  TerminalType: number;
  ClientIP: string;
}
