package events

import "encoding/json"

// SiteConfigStream is the single stream of the site configuration.
const SiteConfigStream = "siteconfig"

// SiteParamSet sets one ParamList entry (Web_TelPhone, KF_Enable, ...).
type SiteParamSet struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// SiteSectionReplaced replaces one whole section of the configuration
// (ModuleList, HeadMenuList, BottomMenuList, ProvinceList, ProductCodes,
// ProductAlias, WishYear, ToolBox, AdList, ScriptInjectList).
type SiteSectionReplaced struct {
	Section string          `json:"section"`
	Value   json.RawMessage `json:"value"`
}

func (SiteParamSet) EventType() string        { return "siteconfig.param_set" }
func (SiteSectionReplaced) EventType() string { return "siteconfig.section_replaced" }

func registerSiteConfig(r *Registry) {
	r.Register(SiteParamSet{}, 1)
	r.Register(SiteSectionReplaced{}, 1)
}
