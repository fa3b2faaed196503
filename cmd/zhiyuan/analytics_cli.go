package main

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strconv"
	"text/tabwriter"

	"zhiyuan/infra/platform"
	qassess "zhiyuan/query/assessment"
)

const analyticsUsage = "用法: zhiyuan analytics stats BANK [-province ID] [-year Y] [-sex S] [-csv] | " +
	"analytics psychometrics BANK [-csv]（BANK: holland, bigfive, type16, subjects, path, allround）"

// runAnalytics prints the assessment analytics for an operator: the published distributions
// (small cells pooled, as on the public page) or each scale's reliability.
func runAnalytics(log *slog.Logger, args []string) error {
	if len(args) < 2 || (args[0] != "stats" && args[0] != "psychometrics") {
		return errors.New(analyticsUsage)
	}
	q := url.Values{"kind": {args[0]}, "bank": {args[1]}}
	asCSV := false
	for i := 2; i < len(args); i++ {
		switch args[i] {
		case "-csv":
			asCSV = true
		case "-province", "-year", "-sex":
			if i+1 >= len(args) {
				return errors.New(analyticsUsage)
			}
			if _, err := strconv.Atoi(args[i+1]); err != nil {
				return fmt.Errorf("%s 须为数字：%s", args[i], analyticsUsage)
			}
			q.Set(args[i][1:], args[i+1])
			i++
		default:
			return errors.New(analyticsUsage)
		}
	}
	var out analyticsAnswer
	if done, err := callRunningServer("/admin/analytics", q, &out); done || err != nil {
		return printAnalytics(&out, asCSV, err)
	}
	return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
		a, err := analyticsQuery(ctx, p, q)
		return printAnalytics(a, asCSV, err)
	})
}

// analyticsAnswer is one of the two reports.
type analyticsAnswer struct {
	Stats         *qassess.Stats             `json:",omitempty"`
	Psychometrics []qassess.ScaleReliability `json:",omitempty"`
}

// analyticsQuery runs an analytics report (the CLI and the admin listener share it).
func analyticsQuery(ctx context.Context, p *platform.Platform, q url.Values) (*analyticsAnswer, error) {
	if q.Get("kind") == "psychometrics" {
		r, err := p.App.TestResults.Psychometrics(ctx, q.Get("bank"))
		return &analyticsAnswer{Psychometrics: r}, err
	}
	num := func(k string) int { n, _ := strconv.Atoi(q.Get(k)); return n }
	st, err := p.App.TestResults.Stats(ctx, q.Get("bank"), qassess.Filter{ProvinceID: num("province"), ExamYear: num("year"), Sex: num("sex")})
	return &analyticsAnswer{Stats: &st}, err
}

func printAnalytics(a *analyticsAnswer, asCSV bool, err error) error {
	if err != nil {
		return err
	}
	var rows [][]string
	if a.Stats != nil {
		s := a.Stats
		rows = append(rows, []string{"section", "value", "name", "people"}, []string{"total", "", s.BankName, strconv.Itoa(s.People)})
		add := func(section string, cells []qassess.Cell) {
			for _, c := range cells {
				rows = append(rows, []string{section, c.Value, c.Name, strconv.Itoa(c.N)})
			}
		}
		add("code", s.Codes)
		add("leading", s.Leading)
		for _, ax := range s.Axes {
			add("axis:"+ax.Code, ax.Cells)
		}
		for _, sc := range s.Scales {
			for _, b := range sc.Bins {
				rows = append(rows, []string{"scale:" + sc.Code, fmt.Sprintf("%d-%d", b.From, b.To), sc.Name, strconv.Itoa(b.N)})
			}
		}
		for _, p := range s.Paths {
			n := strconv.Itoa(p.N)
			if p.Suppressed {
				n = "不予显示"
			}
			rows = append(rows, []string{"path", p.Code, p.Name, n})
		}
		add("province", s.ByProvince)
		add("week", s.ByWeek)
		if s.Suppressed {
			rows = append(rows, []string{"note", "", "不足 10 人，不予显示", ""})
		}
	} else {
		rows = append(rows, []string{"scale", "item", "text", "people", "alpha", "mean", "sd", "item_total", "weak"})
		for _, sc := range a.Psychometrics {
			alpha := ""
			if sc.Alpha != nil {
				alpha = strconv.FormatFloat(*sc.Alpha, 'f', 3, 64)
			}
			rows = append(rows, []string{sc.Code, "", sc.Name, strconv.FormatInt(sc.People, 10), alpha,
				fmt.Sprint(sc.Mean), fmt.Sprint(sc.SD), "", ""})
			for _, it := range sc.ItemStats {
				r, weak := "", ""
				if it.ItemTotal != nil {
					r = strconv.FormatFloat(*it.ItemTotal, 'f', 3, 64)
				}
				if it.Weak {
					weak = "弱"
				}
				rows = append(rows, []string{sc.Code, it.Id, it.Text, "", "", fmt.Sprint(it.Mean), fmt.Sprint(it.SD), r, weak})
			}
		}
	}
	if asCSV {
		w := csv.NewWriter(os.Stdout)
		_ = w.WriteAll(rows)
		return w.Error()
	}
	tw := tabwriter.NewWriter(os.Stdout, 0, 2, 2, ' ', 0)
	for _, r := range rows {
		for i, c := range r {
			if i > 0 {
				fmt.Fprint(tw, "\t")
			}
			fmt.Fprint(tw, c)
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}
