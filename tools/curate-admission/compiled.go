package main

import "sort"

// wikiRepo is the repository the 万师兄 compilations (§6.1–§6.3 of ../shared/data/README.md) were copied from.
const wikiRepo = "https://github.com/sunfmin/zhiyuanwiki/tree/7d5e01b6bbba683c446c3d055c7a4e387823d9a4"

// compiledSource is what a per-province source of a compilation says, given the province's name.
type compiledSource func(name string) (authority, title, quality, caveat string)

// compiledSources lists one source per province of a compilation (slugs: slug → province name)
// whose rows were kept, i.e. used as kind, in id order.
func compiledSources(slugs, used map[string]string, kind string, id func(slug string) string, say compiledSource) [][]string {
	var rows [][]string
	for slug, name := range slugs {
		if used[id(slug)] != kind {
			continue
		}
		authority, title, quality, caveat := say(name)
		rows = append(rows, []string{id(slug), kind, authority, title, wikiRepo, quality, viaWiki, caveat})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i][0] < rows[j][0] })
	return rows
}
