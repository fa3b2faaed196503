package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"zhiyuan/beijing"
	"zhiyuan/command/admissionimport"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	qadmission "zhiyuan/query/admission"
)

const importUsage = `用法:
  zhiyuan import KIND --province 省份 --year 年份 [--track 科类] --authority 发布机构 --source-title 文件标题 --source-url 网址
                 [--quality official|third-party] [--by 导入人] [--replace] [--check] FILE.csv
      KIND: rank-table（一分一段表，须 --track）、batch-lines（批次线）、results（投档/录取结果）、plans（招生计划）
      --replace  用本文件替换同一省份、年份、科类（结果和计划还有批次、层级）已有的数据（内置数据或此前的导入）
      --check    只检查文件，不写入
      --by       导入人（默认当前系统用户）
      文件格式见 docs/IMPORT-FORMATS.md
  zhiyuan import list [--json]   列出每次导入：谁、何时、哪个文件（SHA-256）、来源`

// maxImportFile bounds a file sent to a running server (a province's plans are a few MB).
const maxImportFile = 64 << 20

// importAnswer carries an import's result and its refusal (in Chinese) from a running server.
type importAnswer struct {
	Result admissionimport.Result
	Error  string
}

func importAnswerOf(res admissionimport.Result, err error) importAnswer {
	a := importAnswer{Result: res}
	if err != nil {
		a.Error = err.Error()
	}
	return a
}

// runImport imports an official data file, or lists the imports.
func runImport(log *slog.Logger, args []string) error {
	if len(args) == 0 {
		return errors.New(importUsage)
	}
	fs := flag.NewFlagSet("import "+args[0], flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	q := url.Values{"kind": {args[0]}}
	for _, name := range []string{"province", "year", "track", "authority", "source-title", "source-url", "quality", "by"} {
		fs.String(name, "", "")
	}
	fs.Bool("replace", false, "")
	fs.Bool("check", false, "")
	asJSON := fs.Bool("json", false, "")
	// Flags and the file may come in any order.
	var files []string
	rest := args[1:]
	for {
		if err := fs.Parse(rest); err != nil {
			return errors.New(importUsage)
		}
		if fs.NArg() == 0 {
			break
		}
		files, rest = append(files, fs.Arg(0)), fs.Args()[1:]
	}
	fs.Visit(func(f *flag.Flag) { q.Set(f.Name, f.Value.String()) })
	if args[0] == "list" {
		var list []qadmission.ImportEntry
		if done, err := callRunningServer("/admin/import/list", nil, &list); done || err != nil {
			return printImports(list, *asJSON, err)
		}
		return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
			list, err := p.AdmissionRM.AdmissionImports(ctx)
			return printImports(list, *asJSON, err)
		})
	}
	if len(files) != 1 {
		return errors.New(importUsage)
	}
	body, err := os.ReadFile(files[0])
	if err != nil {
		return fmt.Errorf("读不到文件：%w", err)
	}
	q.Set("file", filepath.Base(files[0]))
	q.Set("os_user", osUser())
	if q.Get("by") == "" {
		q.Set("by", q.Get("os_user"))
	}
	var a importAnswer
	if done, err := callRunningServerWith("/admin/import", q, body, &a); done || err != nil {
		if err == nil && a.Error != "" {
			err = errors.New(a.Error)
		}
		return printImport(a.Result, q.Get("check") == "true", err)
	}
	return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
		res, err := importOp(ctx, p, q, body)
		if err == nil && res.Written {
			fmt.Println("（服务未运行：服务启动后投影会应用这次导入）")
		}
		return printImport(res, q.Get("check") == "true", err)
	})
}

// importOp runs one import (the CLI and the admin listener share it).
func importOp(ctx context.Context, p *platform.Platform, q url.Values, body []byte) (admissionimport.Result, error) {
	year, _ := strconv.Atoi(q.Get("year"))
	return p.SeasonImport.Import(ctx, platform.SystemMeta("cli"), admissionimport.Request{
		Kind: q.Get("kind"), Province: q.Get("province"), Year: year, Track: q.Get("track"), FileName: q.Get("file"),
		Data: body, Authority: q.Get("authority"), Title: q.Get("source-title"), URL: q.Get("source-url"),
		Quality: q.Get("quality"), By: q.Get("by"), OSUser: q.Get("os_user"), Replace: q.Get("replace") == "true",
		DryRun: q.Get("check") == "true"})
}

func osUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	return os.Getenv("USER")
}

func scopeText(year int, province string, scopes []events.ImportScope) string {
	var parts []string
	for _, s := range scopes {
		parts = append(parts, strings.TrimSpace(strings.Join([]string{s.Track, s.Batch, s.Level}, " ")))
	}
	return fmt.Sprintf("%s %d年 %s", province, year, strings.Join(parts, "、"))
}

func printImport(r admissionimport.Result, check bool, err error) error {
	if err != nil {
		return err
	}
	what := fmt.Sprintf("%s%s：%d行（文件 %s，SHA-256 %s）", scopeText(r.Year, r.ProvinceName, r.Scopes),
		admissionimport.KindName(r.Kind), r.Rows, r.File, r.SHA256)
	switch {
	case r.Already != nil:
		fmt.Printf("未写入：同一文件已于 %s 由 %s 导入（导入编号 %s），数据未变\n", r.AlreadyAt.In(beijing.Zone).Format("2006-01-02 15:04"),
			r.Already.By, r.Already.Import)
		return nil
	case check:
		fmt.Println("检查通过（未写入）：" + what)
	default:
		fmt.Println("已导入 " + what)
		fmt.Printf("导入编号 %s，日志位置 %d\n", r.Import, r.Position)
	}
	if len(r.Replaced) > 0 {
		fmt.Println("替换了：" + strings.Join(r.Replaced, "、"))
	}
	if len(r.Unmatched) > 0 {
		fmt.Printf("未匹配到院校名录的院校 %d 所（这些行的院校代码留空）：%s\n", len(r.Unmatched), strings.Join(r.Unmatched, "；"))
	}
	return nil
}

func printImports(list []qadmission.ImportEntry, asJSON bool, err error) error {
	if err != nil || asJSON {
		return printJSON(list, err)
	}
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "TIME\tBY\tOS USER\tKIND\tSCOPE\tROWS\tFILE\tSHA256\tSOURCE\tREPLACED\tCURRENT\tIMPORT")
	for _, e := range list {
		p, _ := data.ProvinceByID(e.ProvinceId)
		var scopes []events.ImportScope
		for _, s := range e.Scopes {
			scopes = append(scopes, events.ImportScope{Track: s.Track, Batch: s.Batch, Level: s.Level})
		}
		current := "否"
		if e.Current {
			current = "是"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s《%s》%s\t%s\t%s\t%s\n", e.RecordedAt.In(beijing.Zone).Format("2006-01-02 15:04:05"),
			e.By, e.OSUser, e.Kind, scopeText(e.Year, p.Name, scopes), e.Rows, e.File, e.SHA256[:16]+"…", e.Source.Authority,
			e.Source.Title, e.Source.Url, strings.Join(e.Replaced, ","), current, e.Import)
	}
	fmt.Fprintf(w, "共 %d 次导入（最早在前）\n", len(list))
	return w.Flush()
}
