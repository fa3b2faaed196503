package courses

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/beijing"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Item is a course in a list.
type Item struct {
	Id, Title, Category, Subject, Grade, Summary, Cover, Teacher string
	Members                                                      bool // lessons beyond the free ones need membership
	Chapters, Lessons, FreeLessons, Minutes                      int
	Views                                                        int64
	PublishedAt                                                  string // Beijing date
}

// ListIn is a list request (Web/GetVideoList, Course/ResourceList and their like).
type ListIn struct {
	CategoryName, Subject, Grade, Keyword string
	PageIndex, PageSize                   int
}

// Page is one page of courses.
type Page struct {
	List                []Item
	Total               int
	PageIndex, PageSize int
}

// List answers live courses, newest first.
func (h *Handler) List(ctx context.Context, in ListIn, freeOnly bool) (Page, error) {
	in.Keyword = strings.TrimSpace(in.Keyword)
	if utf8.RuneCountInString(in.Keyword) > 20 {
		return Page{}, apperr.Invalid("关键词不能超过 20 个字")
	}
	index, size := max(in.PageIndex, 1), in.PageSize
	if size < 1 {
		size = 12
	}
	size = min(size, 50)
	index = min(index, 1000)
	rows, total, err := h.rm.Live(ctx, Filter{Category: strings.TrimSpace(in.CategoryName), Subject: strings.TrimSpace(in.Subject),
		Grade: strings.TrimSpace(in.Grade), Keyword: in.Keyword, FreeOnly: freeOnly, Offset: (index - 1) * size, Limit: size})
	out := Page{List: make([]Item, 0, len(rows)), Total: total, PageIndex: index, PageSize: size}
	for _, r := range rows {
		out.List = append(out.List, item(r))
	}
	return out, err
}

// Facets answers the categories, subjects and grades that have live courses.
func (h *Handler) Facets(ctx context.Context) (Facets, error) { return h.rm.Facets(ctx) }

func item(r Row) Item {
	f := r.Fields
	it := Item{Id: r.ID, Title: f.Title, Category: f.Category, Subject: f.Subject, Grade: f.Grade, Summary: f.Summary,
		Cover: f.Cover, Teacher: f.Teacher, Members: f.Members, Chapters: len(f.Chapters), Views: r.Views,
		PublishedAt: r.PublishedAt.In(beijing.Zone).Format("2006-01-02")}
	for _, ch := range f.Chapters {
		for _, l := range ch.Lessons {
			it.Lessons++
			it.Minutes += l.Minutes
			if l.Free || !f.Members {
				it.FreeLessons++
			}
		}
	}
	return it
}

// open tells whether a lesson of a course is open to everyone.
func open(f events.CourseFields, l events.CourseLesson) bool { return l.Free || !f.Members }
