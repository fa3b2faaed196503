// Package admissionimport is the operator's import of a province's official file of one
// year (zhiyuan import): 一分一段 rank tables, batch lines, 投档/录取 results and 招生计划.
// The whole file is checked before anything is written; a file refused names each bad
// line and why. An accepted file is one append: its rows in chunk events on a stream of
// its own, closed by events.AdmissionImportRecorded on the index stream, which names who
// imported which file (its SHA-256) from which source. The same file imported again
// writes nothing. An import adds to the shipped data; one that covers a scope the shipped
// data or an earlier import already holds (the same province, year and track; for results
// and plans the batch and level too) replaces it only when the operator says so (Replace).
package admissionimport

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Request is one file to import and what the operator says about it.
type Request struct {
	Kind     string // events.ImportRankTable, ImportBatchLines, ImportResults, ImportPlans
	Province string // name (湖北, 湖北省) or id (42)
	Year     int
	Track    string // required for a rank table; for the other kinds, every row's track must be it when given
	FileName string
	Data     []byte
	// The source every row cites: the publishing authority, the publication's title and address.
	Authority, Title, URL string
	Quality               string // official… (default official) or third-party…
	By, OSUser            string // the operator (--by, else the OS user) and the OS account
	Replace               bool   // allow replacing the shipped data or an earlier import of the same scope
	DryRun                bool   // check only
}

// Result says what an import did.
type Result struct {
	Import       string
	Written      bool // false: checked only (DryRun), or the same file is already the current import
	Kind         string
	ProvinceID   int
	ProvinceName string
	Year         int
	Track        string
	File         string
	SHA256       string
	Rows         int
	Scopes       []events.ImportScope
	Replaced     []string
	Unmatched    []string
	Position     int64
	// Already is the earlier import of the same file when nothing was written.
	Already   *events.AdmissionImportRecorded
	AlreadyAt time.Time
}

type Service struct {
	store    command.EventStore
	registry *events.Registry
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg}
}

// rowsPerChunk keeps a chunk event near 100 KB compressed.
const rowsPerChunk = 4000

// seqBlock is the id block of one import's rows: an import's rows are numbered from
// 1,000,000,000 + its place in the index × seqBlock, apart from the shipped rows and each other.
const seqBlock = maxRows

// parsed is a checked file.
type parsed struct {
	records   any // the kind's records
	count     int
	scopes    []events.ImportScope
	unmatched []string
}

// spec is what a file is checked against.
type spec struct {
	province data.Province
	year     int
	track    string
	tracks   []string
	seqBase  int
	tableFor func(track string) *admission.Table
}

func (s *spec) checkTrack(r row) string {
	t := r.need("track", "科类")
	if t != "" && !slices.Contains(s.tracks, t) {
		r.bad.add(r.line, "科类“%s”不是%s%d年的科类（可填：%s）", t, s.province.Name, s.year, strings.Join(s.tracks, "、"))
	}
	return t
}

// Tracks are the ordinary tracks of a province's exam mode in a year.
func Tracks(p data.Province, year int) []string {
	switch p.ModeFor(year) {
	case admission.ModeTraditional:
		return []string{admission.TrackScience, admission.TrackLiberal}
	case admission.Mode312:
		return []string{admission.TrackPhysics, admission.TrackHistory}
	}
	return []string{admission.TrackCombined}
}

var kindNames = map[string]string{events.ImportRankTable: "一分一段表", events.ImportBatchLines: "批次线",
	events.ImportResults: "投档/录取结果", events.ImportPlans: "招生计划"}

var sourceKinds = map[string]string{events.ImportRankTable: "rank_table", events.ImportBatchLines: "batch_line",
	events.ImportResults: "admission_result", events.ImportPlans: "admission_plan"}

// KindName is a kind in Chinese.
func KindName(kind string) string { return kindNames[kind] }

// Province finds a province by name (湖北, 湖北省, 广西壮族自治区) or id (42).
func Province(s string) (data.Province, bool) {
	s = strings.TrimSpace(s)
	if id, err := strconv.Atoi(s); err == nil {
		return data.ProvinceByID(id)
	}
	for _, p := range data.Provinces() {
		if s != "" && (s == p.Name || strings.HasPrefix(s, p.Name)) {
			return p, true
		}
	}
	return data.Province{}, false
}

// Import checks the file and, when it is sound, appends it in one transaction.
func (s *Service) Import(ctx context.Context, meta events.Metadata, req Request) (Result, error) {
	p, err := req.check()
	if err != nil {
		return Result{}, err
	}
	sum := sha256.Sum256(req.Data)
	res := Result{Kind: req.Kind, ProvinceID: p.ID, ProvinceName: p.Name, Year: req.Year, Track: req.Track,
		File: filepath.Base(req.FileName), SHA256: hex.EncodeToString(sum[:])}
	idx, err := s.index(ctx)
	if err != nil {
		return res, err
	}
	sp := &spec{province: p, year: req.Year, track: req.Track, tracks: Tracks(p, req.Year),
		seqBase: 1_000_000_000 + (idx.version%10_000)*seqBlock}
	if req.Track != "" {
		sp.tracks = []string{req.Track}
	}
	sp.tableFor = func(track string) *admission.Table { return s.table(ctx, idx, p.ID, req.Year, track) }
	bad := &Refused{}
	var f *parsed
	switch req.Kind {
	case events.ImportRankTable:
		f = parseRankTable(sp, req.Data, bad)
	case events.ImportBatchLines:
		f = parseBatchLines(sp, req.Data, bad)
	case events.ImportResults:
		f = parseResults(sp, req.Data, bad)
	case events.ImportPlans:
		f = parsePlans(sp, req.Data, bad)
	}
	if err := bad.err(); err != nil {
		return res, err
	}
	res.Rows, res.Scopes, res.Unmatched = f.count, f.scopes, f.unmatched
	if prev := idx.same(req.Kind, p.ID, req.Year, req.Track, res.SHA256); prev != nil {
		res.Import, res.Already, res.AlreadyAt = prev.rec.Import, &prev.rec, prev.at
		return res, nil
	}
	replaced, refused := idx.covered(req.Kind, p, req.Year, f.scopes)
	if len(refused) > 0 && !req.Replace {
		for _, r := range refused {
			bad.add(0, "%s：确认用本文件替换请加 --replace", r)
		}
		return res, bad
	}
	res.Replaced = replaced
	id := importID(req, p.ID, res.SHA256, idx.version)
	res.Import = id
	if req.DryRun {
		return res, nil
	}
	rec := events.AdmissionImportRecorded{Import: id, Kind: req.Kind, ProvinceID: p.ID, Year: req.Year, Track: req.Track,
		Scopes: f.scopes, Rows: f.count, File: res.File, SHA256: res.SHA256,
		Source: events.AdmissionSourceRecord{ID: "import-" + id[:16], Kind: sourceKinds[req.Kind], Authority: req.Authority,
			Title: req.Title, URL: req.URL, Quality: req.Quality, Via: "运营导入 " + res.File + "（SHA-256 " + res.SHA256[:12] + "…）"},
		By: req.By, OSUser: req.OSUser, Replace: req.Replace, Replaced: replaced, Unmatched: f.unmatched}
	chunks, err := chunkEvents(id, req.Kind, f.records, rec.Source.ID)
	if err != nil {
		return res, err
	}
	rec.Chunks = len(chunks)
	ar, err := s.store.Append(ctx, meta,
		events.Append{StreamID: events.AdmissionImportStream(id), ExpectedVersion: 0, Events: chunks},
		events.Append{StreamID: events.AdmissionImportsStream, ExpectedVersion: idx.version, Events: []events.Event{rec}})
	if errors.Is(err, events.ErrConflict) {
		return res, apperr.Conflict("另一个导入刚刚写入，请重新运行本命令（会重新检查）")
	}
	if err != nil {
		return res, err
	}
	res.Written, res.Position = true, ar.Position
	return res, nil
}

// check validates what the operator said about the file.
func (req *Request) check() (data.Province, error) {
	bad := &Refused{}
	if kindNames[req.Kind] == "" {
		bad.add(0, "导入类型“%s”无效：rank-table、batch-lines、results 或 plans", req.Kind)
	}
	p, ok := Province(req.Province)
	if !ok {
		bad.add(0, "省份“%s”无效：填省份名（湖北）或代码（42）", req.Province)
	}
	if req.Year < 2000 || req.Year > 2100 {
		bad.add(0, "年份%d无效", req.Year)
	}
	if ok && req.Track != "" && !slices.Contains(Tracks(p, req.Year), req.Track) {
		bad.add(0, "科类“%s”不是%s%d年的科类（可填：%s）", req.Track, p.Name, req.Year, strings.Join(Tracks(p, req.Year), "、"))
	}
	if req.Kind == events.ImportRankTable && req.Track == "" {
		bad.add(0, "一分一段表须给出科类（--track）")
	}
	if strings.TrimSpace(req.Authority) == "" || strings.TrimSpace(req.Title) == "" {
		bad.add(0, "须给出来源：发布机构（--authority）和文件标题（--source-title）")
	}
	if u, err := url.Parse(req.URL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		bad.add(0, "来源网址（--source-url）须是 http:// 或 https:// 开头的地址")
	}
	if req.Quality == "" {
		req.Quality = "official"
	}
	if !strings.HasPrefix(req.Quality, "official") && !strings.HasPrefix(req.Quality, "third-party") {
		bad.add(0, "来源性质（--quality）须以 official（官方）或 third-party（第三方）开头")
	}
	if strings.TrimSpace(req.By) == "" {
		bad.add(0, "须说明导入人（--by）")
	}
	return p, bad.err()
}

func importID(req Request, province int, sha string, version int) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d|%d|%s|%s|%d", req.Kind, province, req.Year, req.Track, sha, version)))
	return hex.EncodeToString(sum[:16])
}

// chunkEvents packs the records into chunk events of rowsPerChunk rows, each citing the source.
func chunkEvents(id, kind string, records any, sourceID string) ([]events.Event, error) {
	var out []events.Event
	add := func(n int, rows any) error {
		packed, err := events.PackRows(rows)
		out = append(out, events.AdmissionImportRows{Import: id, Kind: kind, Chunk: len(out) + 1, Count: n, Rows: packed})
		return err
	}
	var err error
	switch rs := records.(type) {
	case []events.RankTableRecord:
		for i := range rs {
			rs[i].SourceID = sourceID
		}
		err = add(len(rs), rs)
	case []events.BatchLineRecord:
		for i := range rs {
			rs[i].SourceID = sourceID
		}
		err = eachChunk(rs, add)
	case []events.AdmissionResultRecord:
		for i := range rs {
			rs[i].SourceID = sourceID
		}
		err = eachChunk(rs, add)
	case []events.AdmissionPlanRecord:
		for i := range rs {
			rs[i].SourceID = sourceID
		}
		err = eachChunk(rs, add)
	}
	return out, err
}

func eachChunk[T any](rs []T, add func(int, any) error) error {
	for from := 0; from < len(rs); from += rowsPerChunk {
		to := min(from+rowsPerChunk, len(rs))
		if err := add(to-from, rs[from:to]); err != nil {
			return err
		}
	}
	return nil
}
