package events

import (
	"strings"
	"time"
)

// Content kinds: what readers find where.
const (
	ContentNews   = "news"   // 资讯 (/newslist)
	ContentNotice = "notice" // 公告 (/noticelist)
	ContentHelp   = "help"   // 帮助中心 answers (/helpcenter)
	ContentPage   = "page"   // a content page by code (/content?code=)
	ContentRise   = "rise"   // 升学资讯 (/risenewslist): paths into higher education
	// A college's own: its news and its admission charters (招生章程), each naming the college.
	ContentCollegeNews = "collegenews"
	ContentCharter     = "charter"
	// Career management's reading (/careerManagement): books, stories, cases, 学能课堂 lessons,
	// teaching plans for teachers and courseware.
	ContentBook       = "book"
	ContentStory      = "story"
	ContentCase       = "case"
	ContentStudy      = "study"
	ContentTeaching   = "teaching"
	ContentCourseware = "courseware"
)

// ContentKinds are the kinds the console edits.
var ContentKinds = []string{ContentNews, ContentNotice, ContentHelp, ContentPage, ContentRise, ContentCollegeNews,
	ContentCharter, ContentBook, ContentStory, ContentCase, ContentStudy, ContentTeaching, ContentCourseware}

// CareerKinds are the kinds career management lists.
var CareerKinds = []string{ContentBook, ContentStory, ContentCase, ContentStudy, ContentTeaching, ContentCourseware}

// CollegeKinds are the kinds that belong to one college.
var CollegeKinds = []string{ContentCollegeNews, ContentCharter}

// Content states.
const (
	StateDraft     = "draft"
	StateReview    = "review"
	StateScheduled = "scheduled"
	StatePublished = "published"
	StateWithdrawn = "withdrawn"
)

// ContentStream holds one content item's revisions and states.
func ContentStream(id string) string { return "content-" + id }

// ContentViewStream holds one read of a content item (AddNewsInfoCount): each read is its own
// stream, so concurrent readers never contend on a version, and the item's own stream stays
// the short history of its revisions.
func ContentViewStream(viewID string) string { return "contentview-" + viewID }

// IsContentViewStream tells a read's stream apart.
func IsContentViewStream(streamID string) bool { return strings.HasPrefix(streamID, "contentview-") }

// ContentFields are an item's editable fields, saved whole with every revision.
type ContentFields struct {
	Kind      string `json:"kind"`
	Code      string `json:"code,omitempty"` // a page's address (/content?code=), a seeded item's slug
	Category  string `json:"category"`
	Title     string `json:"title"`
	Summary   string `json:"summary,omitempty"`
	Body      string `json:"body"` // Markdown
	Source    string `json:"source,omitempty"`
	SourceURL string `json:"source_url,omitempty"`
	Cover     string `json:"cover,omitempty"` // an uploaded image's address
	Provinces []int  `json:"provinces,omitempty"`
	Year      int    `json:"year,omitempty"`
	Top       bool   `json:"top,omitempty"`
	Order     int    `json:"order,omitempty"`
	// CollegeCode names the college of a college's news or charter (its national code).
	CollegeCode string `json:"college_code,omitempty"`
}

// ContentDrafted saves a revision of an item (the first one creates it).
type ContentDrafted struct {
	ID string `json:"id"`
	ContentFields
}

// ContentSubmitted sends the current revision to review.
type ContentSubmitted struct {
	ID string `json:"id"`
}

// ContentReturned sends a revision in review back to its editor, with the reason.
type ContentReturned struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// ContentScheduled approves a revision to go live at a later time.
type ContentScheduled struct {
	ID string    `json:"id"`
	At time.Time `json:"at"`
}

// ContentPublished puts a revision live: readers see exactly these fields from At on.
type ContentPublished struct {
	ID string    `json:"id"`
	At time.Time `json:"at"`
	ContentFields
}

// ContentWithdrawn takes an item off the site (it stays in the console and the log).
type ContentWithdrawn struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// ContentViewed is one read of a published item.
type ContentViewed struct {
	ID string `json:"id"`
}

func (ContentDrafted) EventType() string   { return "content.drafted" }
func (ContentSubmitted) EventType() string { return "content.submitted" }
func (ContentReturned) EventType() string  { return "content.returned" }
func (ContentScheduled) EventType() string { return "content.scheduled" }
func (ContentPublished) EventType() string { return "content.published" }
func (ContentWithdrawn) EventType() string { return "content.withdrawn" }
func (ContentViewed) EventType() string    { return "content.viewed" }

func registerContent(r *Registry) {
	r.Register(ContentDrafted{}, 1)
	r.Register(ContentSubmitted{}, 1)
	r.Register(ContentReturned{}, 1)
	r.Register(ContentScheduled{}, 1)
	r.Register(ContentPublished{}, 1)
	r.Register(ContentWithdrawn{}, 1)
	r.Register(ContentViewed{}, 1)
	r.Register(AssetUploaded{}, 1)
}

// AssetStream holds one uploaded file (an image or attachment of the content).
func AssetStream(name string) string { return "asset-" + name }

// AssetUploaded records an operator's upload: the stored name (its content's hash and type),
// what the operator called it, its type and size.
type AssetUploaded struct {
	Name     string `json:"name"`
	Original string `json:"original"`
	Type     string `json:"type"`
	Size     int64  `json:"size"`
}

func (AssetUploaded) EventType() string { return "content.asset_uploaded" }
