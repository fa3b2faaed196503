// Package content holds the articles, help answers and pages the portal ships with, written
// for it by its editors (nothing copied), as Markdown files with a small front matter:
//
//	---
//	slug: parallel-wishes
//	category: 填报指南
//	title: 平行志愿是怎么投档的
//	summary: 一句话摘要
//	provinces: 44
//	year: 2026
//	top: true
//	order: 1
//	---
//	正文……
package content

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

//go:embed articles help pages rise teaching
var files embed.FS

// Item is one shipped file.
type Item struct {
	File      string
	Slug      string
	Category  string
	Title     string
	Summary   string
	Provinces []int
	Year      int
	Top       bool
	Order     int
	Body      string // Markdown
}

// Articles are the news articles (资讯), help the help-center answers, pages the content
// pages (/content?code=slug), rise the 升学资讯 on paths into higher education besides the
// ordinary batch (/risenewslist), teaching the 生涯教案 (lesson plans for career-education
// classes), each in file-name order.
func Articles() ([]Item, error) { return read("articles") }
func Help() ([]Item, error)     { return read("help") }
func Pages() ([]Item, error)    { return read("pages") }
func Rise() ([]Item, error)     { return read("rise") }
func Teaching() ([]Item, error) { return read("teaching") }

func read(dir string) ([]Item, error) {
	entries, err := fs.ReadDir(files, dir)
	if err != nil {
		return nil, err
	}
	var out []Item
	slugs := map[string]string{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
			continue
		}
		b, err := files.ReadFile(path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		it, err := Parse(e.Name(), string(b))
		if err != nil {
			return nil, err
		}
		if other, dup := slugs[it.Slug]; dup {
			return nil, fmt.Errorf("%s: slug %q is also %s's", e.Name(), it.Slug, other)
		}
		slugs[it.Slug] = e.Name()
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out, nil
}

// Parse reads one file's front matter and body.
func Parse(name, text string) (Item, error) {
	it := Item{File: name}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	rest, ok := strings.CutPrefix(text, "---\n")
	if !ok {
		return it, fmt.Errorf("%s: no front matter", name)
	}
	head, body, ok := strings.Cut(rest, "\n---\n")
	if !ok {
		return it, fmt.Errorf("%s: front matter not closed", name)
	}
	it.Body = strings.TrimSpace(body)
	for _, line := range strings.Split(head, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		value = strings.TrimSpace(value)
		var err error
		switch strings.TrimSpace(key) {
		case "slug":
			it.Slug = value
		case "category":
			it.Category = value
		case "title":
			it.Title = value
		case "summary":
			it.Summary = value
		case "provinces":
			for _, p := range strings.FieldsFunc(value, func(r rune) bool { return r == ',' || r == ' ' || r == '，' }) {
				var id int
				if id, err = strconv.Atoi(p); err == nil {
					it.Provinces = append(it.Provinces, id)
				}
			}
		case "year":
			if value != "" {
				it.Year, err = strconv.Atoi(value)
			}
		case "top":
			it.Top = value == "true"
		case "order":
			if value != "" {
				it.Order, err = strconv.Atoi(value)
			}
		}
		if err != nil {
			return it, fmt.Errorf("%s: %s: %w", name, key, err)
		}
	}
	if it.Slug == "" || it.Title == "" || it.Body == "" {
		return it, fmt.Errorf("%s: slug, title and body are required", name)
	}
	return it, nil
}
