package assistant

import (
	"encoding/json"
	"strconv"
	"strings"

	"zhiyuan/events"
	qadmission "zhiyuan/query/admission"
)

// Sink receives an answer as it is made: the tools it uses and its text, in pieces.
type Sink interface {
	Tool(name, label string)
	Text(piece string)
}

// turn is what one answer used: its tools, its sources (numbered as the text cites them) and
// every tool result, which the number check reads.
type turn struct {
	question string
	tools    []string
	cites    []events.ChatCitation
	returned []events.ChatCitation // every source the tools returned, cited or not
	evidence strings.Builder
	sink     Sink
}

// cite numbers a source for the text ([N]); the same source keeps its number.
func (t *turn) cite(c events.ChatCitation) int {
	for _, have := range t.cites {
		if have.ID == c.ID {
			return have.N
		}
	}
	c.N = len(t.cites) + 1
	t.cites = append(t.cites, c)
	return c.N
}

// used records a tool's result.
func (t *turn) used(tool *Tool, out Output) {
	seen := false
	for _, name := range t.tools {
		seen = seen || name == tool.Name
	}
	if !seen {
		t.tools = append(t.tools, tool.Name)
		if t.sink != nil {
			t.sink.Tool(tool.Name, tool.Label)
		}
	}
	t.returned = append(t.returned, out.Sources...)
	b, _ := json.Marshal(out.Data)
	t.evidence.Write(b)
	t.evidence.WriteByte('\n')
	t.evidence.WriteString(out.Message)
	t.evidence.WriteByte('\n')
}

// admissionCite is the citation of an admission data source.
func admissionCite(s *qadmission.Source) events.ChatCitation {
	if s == nil {
		return events.ChatCitation{ID: "unknown", Title: "来源未记录", Kind: "admission"}
	}
	return events.ChatCitation{ID: s.Id, Title: s.Title, Authority: s.Authority, URL: s.Url, Official: s.Official,
		Kind: "admission", Caveat: s.Caveat}
}

// ref is the [N] the text puts after a fact.
func ref(n int) string { return "[" + strconv.Itoa(n) + "]" }
