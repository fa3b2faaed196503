package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// goldenTally is one line of the golden set's summary (infra/httpapi/chat_golden_test.go).
type goldenTally struct {
	Cases, Correct, Unsourced int
	Accuracy                  float64
}

type goldenSummary struct {
	Engine        string
	Cases         int
	UnsourcedRate float64
	Splits        map[string]*goldenTally
	Kinds         map[string]map[string]*goldenTally
	Failures      []struct{ Split, Kind, Question, Why string }
}

// runGolden runs the golden set through the rule engine (the test that asserts it) and reads its
// summary.
func runGolden(ctx context.Context) (*goldenSummary, error) {
	dir, err := os.MkdirTemp("", "zhiyuan-golden-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "golden.json")
	cmd := exec.CommandContext(ctx, "go", "test", "./infra/httpapi/", "-run", "^TestChatGolden$", "-count=1")
	cmd.Env = append(os.Environ(), "ZHIYUAN_GOLDEN_OUT="+out)
	log, runErr := cmd.CombinedOutput()
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("golden set: %v\n%s", runErr, log)
	}
	var s goldenSummary
	return &s, json.Unmarshal(b, &s)
}

// goldenDetails is the report of the golden set: per split, per kind, and the failures.
func goldenDetails(s *goldenSummary) []string {
	table := "| Split | Kind | Cases | Correct | Accuracy | Answers with an unsourced number |\n|---|---|---|---|---|---|"
	for _, split := range []string{"dev", "held"} {
		t := s.Splits[split]
		if t == nil {
			continue
		}
		table += fmt.Sprintf("\n| %s | **all** | %d | %d | **%.1f%%** | %d |", split, t.Cases, t.Correct, t.Accuracy*100, t.Unsourced)
		kinds := make([]string, 0, len(s.Kinds[split]))
		for k := range s.Kinds[split] {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			kt := s.Kinds[split][k]
			table += fmt.Sprintf("\n| %s | %s | %d | %d | %.1f%% | %d |", split, k, kt.Cases, kt.Correct, kt.Accuracy*100, kt.Unsourced)
		}
	}
	out := []string{table}
	if len(s.Failures) > 0 {
		var lines []string
		for _, f := range s.Failures {
			lines = append(lines, fmt.Sprintf("- [%s %s] %s — %s", f.Split, f.Kind, f.Question, f.Why))
		}
		out = append(out, "Failures:\n\n"+strings.Join(lines, "\n"))
	}
	return out
}
