package data

import (
	_ "embed"
	"encoding/json"
)

//go:embed siteconfig_default.json
var siteConfigJSON []byte

// DefaultSiteConfig is the configuration a fresh installation starts with:
// parameters by key and every other section as raw JSON. Values an operator
// must supply (hotline, ICP record, company address, app links) start empty
// and are hidden by the web app until set with `zhiyuan config set`.
type DefaultSiteConfig struct {
	Params   map[string]string
	Sections map[string]json.RawMessage
}

func SiteConfigDefaults() (DefaultSiteConfig, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(siteConfigJSON, &raw); err != nil {
		return DefaultSiteConfig{}, err
	}
	out := DefaultSiteConfig{Params: map[string]string{}, Sections: map[string]json.RawMessage{}}
	if err := json.Unmarshal(raw["ParamList"], &out.Params); err != nil {
		return out, err
	}
	delete(raw, "ParamList")
	out.Sections = raw
	return out, nil
}
