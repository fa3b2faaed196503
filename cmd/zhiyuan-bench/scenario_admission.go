package main

import (
	"context"
	"fmt"
	"time"

	"zhiyuan/data/admission"
)

// Targets of the admission-data issue.
const (
	lineRankRate     = 2000
	lineRankTarget   = 10 * time.Millisecond
	historyRate      = 500
	historyTarget    = 20 * time.Millisecond
	admissionImports = 60 * time.Second
)

// benchAdmission measures the admission data on the real binary: the first start
// (which imports the catalogue and the admission data and is ready once every
// read model holds them), score-to-rank at 2,000/s and a school's full admission
// history in a province at 500/s.
func benchAdmission(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Admission data: score to rank, school history, import"}
	f, err := startFresh(ctx, o, "admission", 15*time.Minute)
	if err != nil {
		return nil, err
	}
	defer f.close()
	firstStart := f.firstStart
	client := f.client()
	probe := f.probe()
	load := func(name, path string, rate int, body func(i int) any) (catalogRun, string, error) {
		return measureRun(ctx, o, client, probe, name, path, rate, 4000, body)
	}
	rank, rNote, err := load("Public/LineRank", "/api/Public/LineRank", lineRankRate, lineRankBody)
	if err != nil {
		return nil, err
	}
	history, hNote, err := load("Public/LineSchooScoreList", "/api/Public/LineSchooScoreList", historyRate, schoolHistoryBody)
	if err != nil {
		return nil, err
	}
	sec.Method = []string{
		fmt.Sprintf("`bin/zhiyuan run` on a fresh data dir and private Postgres under a temp dir. The first start imports, through "+
			"commands, the catalogue and the admission data (%d rank tables, %d batch lines, %d admission "+
			"results, %d plan rows, %d sources) and is ready once the catalogue, search and admission read models "+
			"hold them: that time is the import measure (an upper bound: it includes the catalogue).",
			admission.TableCount, admission.BatchLineCount, admission.ResultCount, admission.PlanCount, admission.SourceCount),
		fmt.Sprintf("**LineRank**: open-loop at %d/s over %d (province, year, track) tables with scores 300–649 "+
			"(西藏 answers that it has no table); **school history**: `Public/LineSchooScoreList` open-loop at %d/s over "+
			"%d colleges × %d provinces (all years, school and group level, with sources and equivalent scores). "+
			"Latency counts from the scheduled send time; %s of warm-up is discarded, then %s is measured.",
			lineRankRate, len(rankQueries), historyRate, len(historyColleges), len(historyProvinces), warmUp, o.measure),
	}
	table := runsTable(rank, history)
	sec.Details = append(sec.Details, table, "- "+rNote+"\n- "+hNote,
		fmt.Sprintf("- LineRank: %s.\n- School history: %s.", rank.cpu, history.cpu),
		fmt.Sprintf("- LineRank: %s.\n- School history: %s.", orNone(rank.server), orNone(history.server)))
	sec.Details = append(sec.Details, firstErrors(rank, history)...)
	sec.Rows = []row{
		loadRow(fmt.Sprintf("LineRank p99 ≤ 10 ms at %d requests/s", lineRankRate), rank, lineRankTarget),
		loadRow(fmt.Sprintf("A school's full admission history p99 ≤ 20 ms at %d requests/s", historyRate), history, historyTarget),
		{Target: "Whole admission data import ≤ 60 s (first start to ready, catalogue included)", Measured: ms(firstStart),
			Pass: firstStart <= admissionImports, Cause: missIf(firstStart > admissionImports, "see the method: the time includes the catalogue import")},
	}
	return sec, nil
}

func orNone(s string) string {
	if s == "" {
		return "the server's histogram was not read"
	}
	return s
}
