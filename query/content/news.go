package content

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// NewsItem is the SPEC's news item; notices answer in the same shape. ViewCountBase is always
// 0: the portal adds nothing to the real count.
type NewsItem struct {
	Id                string
	NewsTitle         string
	CategoryName      string
	Summary           string
	Source            string
	SourceUrl         string
	ReleaseDate       string
	ViewCountBase     int64
	ViewCountReal     int64
	CoverImageFileUrl string
	ProvinceNames     []string // empty: every province
	Year              int      `json:",omitempty"`
	CollegeCode       string   `json:",omitempty"` // a college's news or charter
}

// NewsDetail is one item with its sanitised HTML and its neighbours.
type NewsDetail struct {
	NewsItem
	Content     string // HTML, sanitised when it was published
	RevisedDate string
	Prev, Next  *Link
}

// Link names another item.
type Link struct{ Id, NewsTitle string }

// NewsQuery is GetNewsInfoList's and GetNoticeList's body.
type NewsQuery struct {
	NewsTitle      string
	CategoryName   string
	ExamProvinceId int
	CollegeCode    string `json:"-"` // set by the college calls from their CollegeId
	Paging
}

// MaxKeyword is the longest title filter (the SPEC's search box).
const MaxKeyword = 20

// List answers a page of live news or notices, newest first.
func (h *Handler) List(ctx context.Context, kind string, q NewsQuery) (Page[NewsItem], error) {
	q.NewsTitle, q.CategoryName = strings.TrimSpace(q.NewsTitle), strings.TrimSpace(q.CategoryName)
	if utf8.RuneCountInString(q.NewsTitle) > MaxKeyword {
		return Page[NewsItem]{}, apperr.Invalid("关键词不能超过 20 个字")
	}
	if q.ExamProvinceId != 0 {
		if _, ok := data.ProvinceByID(q.ExamProvinceId); !ok {
			return Page[NewsItem]{}, apperr.Invalid("省份不正确")
		}
	}
	offset, limit, index, size := q.bounds()
	rows, total, err := h.rm.LiveList(ctx, Filter{Kind: kind, Category: q.CategoryName, Keyword: q.NewsTitle,
		Province: q.ExamProvinceId, CollegeCode: q.CollegeCode, Offset: offset, Limit: limit})
	if err != nil {
		return Page[NewsItem]{}, err
	}
	out := Page[NewsItem]{List: make([]NewsItem, 0, len(rows)), Total: total, PageIndex: index, PageSize: size}
	for _, r := range rows {
		out.List = append(out.List, newsItem(r))
	}
	return out, nil
}

// Detail answers one live news item or notice.
func (h *Handler) Detail(ctx context.Context, kind, id string) (NewsDetail, error) {
	it, ok, err := h.rm.LiveItem(ctx, kind, strings.TrimSpace(id))
	if err != nil || !ok {
		return NewsDetail{}, orNotFound(err)
	}
	var prev, next *Live
	if !slices.Contains(events.CollegeKinds, kind) { // a college's items lead to nothing of another college
		if prev, next, err = h.rm.Neighbours(ctx, it); err != nil {
			return NewsDetail{}, err
		}
	}
	return NewsDetail{NewsItem: newsItem(it), Content: it.HTML, RevisedDate: date(it.RevisedAt), Prev: link(prev), Next: link(next)}, nil
}

// Category is a news category with its number of live items.
type Category struct {
	Id, CategoryName string
	Count            int
}

// Categories answers the categories of a kind that have live items, counted as a reader of the
// province sees them (0: every province).
func (h *Handler) Categories(ctx context.Context, kind string, province int) ([]Category, error) {
	if province != 0 {
		if _, ok := data.ProvinceByID(province); !ok {
			return nil, apperr.Invalid("省份不正确")
		}
	}
	counts, err := h.rm.Categories(ctx, kind, province)
	out := make([]Category, 0, len(counts))
	for _, c := range counts {
		out = append(out, Category{Id: c.Category, CategoryName: c.Category, Count: c.N})
	}
	return out, err
}

func newsItem(r Live) NewsItem {
	it := NewsItem{Id: r.ID, NewsTitle: r.Title, CategoryName: r.Category, Summary: r.Summary, Source: r.Source,
		SourceUrl: r.SourceURL, ReleaseDate: date(r.ReleasedAt), ViewCountReal: r.Views, CoverImageFileUrl: r.Cover,
		ProvinceNames: []string{}, Year: r.Year, CollegeCode: r.CollegeCode}
	for _, id := range r.Provinces {
		if p, ok := data.ProvinceByID(id); ok {
			it.ProvinceNames = append(it.ProvinceNames, p.Name)
		}
	}
	if it.Source == "" {
		it.Source = "志愿编辑部"
	}
	return it
}

func link(l *Live) *Link {
	if l == nil {
		return nil
	}
	return &Link{Id: l.ID, NewsTitle: l.Title}
}

func orNotFound(err error) error {
	if err != nil {
		return err
	}
	return errNotFound
}
