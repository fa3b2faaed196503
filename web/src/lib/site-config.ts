// The site configuration (Config/WebConfig) and the selected province.
import { atom } from 'jotai';
import type { Param, Province, WebConfig } from '@/types/api';
import { appStore, persistentAtom } from './store';
import { setItem, StorageKeys } from './storage';

export const webConfigAtom = atom<WebConfig | null>(null);
export const examProvinceAtom = persistentAtom<Province | null>(StorageKeys.ExamProvince, null);
/** A visitor without a province who chose to browse nationally: the first-visit picker stays closed. */
export const browseNationallyAtom = persistentAtom<boolean>(StorageKeys.BrowseNationally, false);

export type ParamMap = Record<string, string>;

export function toParamMap(list: Param[] | null | undefined): ParamMap {
  const map: ParamMap = {};
  (list ?? []).forEach((p) => {
    if (p && p.ParamKey) map[p.ParamKey] = p.ParamValue ?? '';
  });
  return map;
}

export const paramsAtom = atom((get) => toParamMap(get(webConfigAtom)?.ParamList));
export const moduleCodesAtom = atom((get) => new Set((get(webConfigAtom)?.ModuleList ?? []).map((m) => m.ModuleCode)));
export const provinceListAtom = atom((get) => get(webConfigAtom)?.ProvinceList ?? []);

function normalize(cfg: Partial<WebConfig> | null | undefined): WebConfig {
  const arr = <T,>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v : []);
  return {
    ...cfg,
    ParamList: arr(cfg?.ParamList),
    ModuleList: arr(cfg?.ModuleList),
    HeadMenuList: arr(cfg?.HeadMenuList),
    BottomMenuList: arr(cfg?.BottomMenuList),
    ProvinceList: arr(cfg?.ProvinceList),
    ProductCodes: arr(cfg?.ProductCodes),
    ProductAlias: cfg?.ProductAlias?.length ? cfg.ProductAlias : [
      { Code: 'WCF', Name: '位次法' },
      { Code: 'WDF', Name: '位点法' },
    ],
    ToolBox: arr(cfg?.ToolBox),
  };
}

/** Keeps the loaded configuration in memory and under the spec's storage keys. */
export function saveWebConfig(raw: Partial<WebConfig> | null | undefined): WebConfig {
  const cfg = normalize(raw);
  appStore.set(webConfigAtom, cfg);
  setItem(StorageKeys.WebConfig, cfg);
  setItem(StorageKeys.ParamList, cfg.ParamList);
  setItem(StorageKeys.ModuleList, cfg.ModuleList);
  setItem(StorageKeys.HeadMenuList, cfg.HeadMenuList);
  setItem(StorageKeys.BottomMenuList, cfg.BottomMenuList);
  setItem(StorageKeys.ProvinceList, cfg.ProvinceList);
  const skin = toParamMap(cfg.ParamList).Web_Skin;
  if (skin) setItem(StorageKeys.ThemeColor, skin);
  return cfg;
}

export function setExamProvince(p: Province | null): void {
  appStore.set(examProvinceAtom, p);
}
