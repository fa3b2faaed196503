package wishtable

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Offers answers the majors a unit offers (the query side's plans, passed in when the platform
// is wired): those of its plan for the table's exam year, or while that is unpublished the
// newest earlier plan's, with the plan's year; planYear 0 when no plan names the unit.
type Offers interface {
	Offered(ctx context.Context, table events.WishTableCreated, unitKey string) (majors []string, planYear int, err error)
}

// offered is what a unit may hold: the plan's majors when a plan names the unit, else any
// major of the national catalogues (本科, 高职专科, 职教本科) or 专业类 (大类招生), so a name no
// school offers (火星殖民学) never prints on a filing form.
type offered struct {
	plan  []string
	year  int
	known bool // looked up
}

func (o offered) allows(name string) bool {
	if o.year > 0 {
		return slices.Contains(o.plan, name)
	}
	return catalogueNames()[bareName(name)]
}

func (o offered) refusal(name string, u events.WishUnit) error {
	if o.year > 0 {
		return apperr.Invalid(fmt.Sprintf("「%s」不在「%s」%d年的招生计划中：请从该志愿计划中的专业里选择", name, u.Label(), o.year))
	}
	return apperr.Invalid(fmt.Sprintf("「%s」不是普通高校专业目录中的专业：请按招生计划填写专业名称", name))
}

// note is a name's trailing bracketed note as plans print it: 临床医学（5年制）, 计算机类(含软件工程).
var note = regexp.MustCompile(`\s*[（(][^（()）]*[)）]\s*$`)

func bareName(name string) string {
	for {
		bare := note.ReplaceAllString(name, "")
		if bare == name || bare == "" {
			return strings.TrimSpace(name)
		}
		name = bare
	}
}

var catalogueNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, m := range catalog.Majors() {
		names[m.Name], names[m.Class] = true, true
	}
	for _, m := range catalog.VocationalMajors() {
		names[m.Name], names[m.Class] = true, true
	}
	delete(names, "")
	return names
})

// offers looks up once what a unit offers (a command is tried again after a lost race).
func (s *Service) offers(ctx context.Context, t *table, key string, memo *offered) (offered, error) {
	if memo.known {
		return *memo, nil
	}
	majors, year, err := s.offer.Offered(ctx, t.created, key)
	if err != nil {
		return offered{}, err
	}
	*memo = offered{plan: majors, year: year, known: true}
	return *memo, nil
}

// checkOffered refuses majors the unit does not offer.
func (s *Service) checkOffered(ctx context.Context, t *table, u events.WishUnit, majors []events.WishMajor, memo *offered) error {
	if len(majors) == 0 {
		return nil
	}
	o, err := s.offers(ctx, t, u.Key, memo)
	if err != nil {
		return err
	}
	for _, m := range majors {
		if !o.allows(m.Name) {
			return o.refusal(m.Name, u)
		}
	}
	return nil
}
