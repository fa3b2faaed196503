package main

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
)

// The sections of the last run of every scenario are kept as JSON beside the
// report, so `-only catalog` replaces the catalogue's section and keeps the
// others as they were measured (each section carries its own date).

func storePath(out string) string { return strings.TrimSuffix(out, ".md") + ".json" }

func loadSections(path string) (map[string]*section, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]*section{}, nil
	}
	if err != nil {
		return nil, err
	}
	var list []*section
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, err
	}
	out := map[string]*section{}
	for _, s := range list {
		out[s.Scenario] = s
	}
	return out, nil
}

func saveSections(path string, list []*section) error {
	b, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
