// O*NET is used under CC BY 4.0: its attribution shows once on every page with O*NET data, in
// Chinese with the licence's link (components/Attribution).
export const ONET_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/deed.zh-hans';
