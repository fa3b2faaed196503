package admission

import (
	"context"
	"fmt"
	"strings"

	"zhiyuan/data"
	"zhiyuan/data/admission"
)

// TableReader is the part of the read model that finds rank tables.
type TableReader interface {
	Table(ctx context.Context, provinceID, year int, track string) (*admission.Table, error)
	TableYears(ctx context.Context, provinceID int) ([]YearTrack, error)
}

// MaxCarryYears is how far past a track's newest table a year is still served from it: a
// 高一 student (the exam three years away) converts through the newest table too.
const MaxCarryYears = 3

// Basis says which year's published data answered a year that has none of its own yet.
type Basis struct {
	Year     int    // the year asked for
	DataYear int    // the year whose data answered
	Text     string // 按2026年一分一段表换算（2027年一分一段表尚未公布）; "" when DataYear == Year
}

// Converted says the answer came from an earlier year's data.
func (b Basis) Converted() bool { return b.DataYear != 0 && b.DataYear != b.Year }

// TableFor is the rank table a year is answered with: the year's own; for a year after the
// track's newest table (its table not yet published) that newest one, said in the basis. A
// year before it that has no table (never published) gets none: an earlier table would
// misplace that year's candidates.
func TableFor(ctx context.Context, rm TableReader, p data.Province, year int, track string) (*admission.Table, Basis, error) {
	b := Basis{Year: year, DataYear: year}
	t, err := rm.Table(ctx, p.ID, year, track)
	if err != nil || t != nil {
		return t, b, err
	}
	yts, err := rm.TableYears(ctx, p.ID)
	if err != nil {
		return nil, b, err
	}
	newest := 0
	for _, yt := range yts {
		if yt.Track == track && yt.Year > newest {
			newest = yt.Year
		}
	}
	if !carries(year, newest) {
		return nil, b, nil
	}
	t, err = rm.Table(ctx, p.ID, newest, track)
	if err != nil || t == nil {
		return nil, b, err
	}
	b.DataYear = newest
	b.Text = fmt.Sprintf("按%d年一分一段表换算（%d年一分一段表尚未公布）", newest, year)
	return t, b, nil
}

// noTableReason is why a year has no table to convert through: never published, or a track
// the province's earlier years did not have (新疆 and 西藏 sit 物理类 / 历史类 from 2027,
// after 理科 / 文科 tables).
func noTableReason(ctx context.Context, rm TableReader, p data.Province, year int, track string) (string, error) {
	yts, err := rm.TableYears(ctx, p.ID)
	if err != nil {
		return "", err
	}
	var older []string
	seen := map[string]bool{}
	for _, yt := range yts {
		if yt.Year < year && yt.Track != track && !seen[yt.Track] {
			seen[yt.Track] = true
			older = append(older, yt.Track)
		}
		if yt.Year < year && yt.Track == track {
			return noTable(p.Name, year, track), nil
		}
	}
	if p.FirstNewExam > 0 && p.FirstNewExam <= year && len(older) > 0 {
		return fmt.Sprintf("%s自%d年起按新高考（物理类/历史类）录取，此前只有%s的一分一段表，考生群体不同，不能直接换算%s位次；%d年%s一分一段表公布后即可查询",
			p.Name, p.FirstNewExam, strings.Join(older, "/"), track, year, track), nil
	}
	return noTable(p.Name, year, track), nil
}
