package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"zhiyuan/query/recommend/backtest"
)

// runBacktest predicts every past year of the shipped results from the years before it and
// writes the report (default docs/BACKTEST.md; "-" for standard output).
func runBacktest(args []string) error {
	out := "docs/BACKTEST.md"
	province := 0
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-out":
			if i+1 < len(args) {
				out = args[i+1]
				i++
			}
		case "-province":
			if i+1 < len(args) {
				fmt.Sscan(args[i+1], &province)
				i++
			}
		default:
			return fmt.Errorf("未知参数 %q（用法: zhiyuan backtest [-out FILE] [-province ID]）", args[i])
		}
	}
	start := time.Now()
	l := &backtest.Embedded{}
	evs, err := backtest.Run(context.Background(), backtest.NewEngine(l), l, province)
	if err != nil {
		return err
	}
	gaps, err := l.Gaps(evs, province)
	if err != nil {
		return err
	}
	w := os.Stdout
	if out != "-" {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	backtest.Write(w, evs, gaps, time.Since(start))
	if out != "-" {
		fmt.Printf("回测完成：%d 组（省份×层级×方法×年份），用时 %.1f 秒，写入 %s\n", len(evs), time.Since(start).Seconds(), out)
	}
	return nil
}
