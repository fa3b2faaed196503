// O*NET is used under CC BY 4.0: its attribution shows wherever O*NET data appears. Detail
// answers carry it (Attribution); list answers do not, so the pages fall back to the same text.
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET Database by the U.S. Department of Labor, ' +
  'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license.';
