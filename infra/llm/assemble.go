package llm

import (
	"fmt"
	"strings"

	"zhiyuan/query/assistant"
)

// assembly puts a completion together from stream fragments (or a whole answer).
type assembly struct {
	text  strings.Builder
	calls []*callParts       // in order of first appearance
	slot  map[int]*callParts // current call per fragment index; -1 for fragments without one
}

type callParts struct {
	id, name string
	args     strings.Builder
}

func (a *assembly) addToolCall(d toolCallDelta) error {
	key := -1
	if d.Index != nil {
		key = *d.Index
	}
	if a.slot == nil {
		a.slot = map[int]*callParts{}
	}
	c := a.slot[key]
	if startsNewCall(c, d) {
		c = &callParts{}
		a.calls = append(a.calls, c)
		a.slot[key] = c
	}
	if c.id == "" {
		c.id = d.ID
	}
	if c.name == "" {
		c.name = d.Function.Name
	}
	args, err := d.arguments()
	if err != nil {
		return err
	}
	c.args.WriteString(args)
	return nil
}

// startsNewCall: normally the first fragment at an index. Some servers
// (Ollama) reuse an index for a second complete call with its own id and
// name; others send a fresh id with every fragment of one call but no name.
func startsNewCall(c *callParts, d toolCallDelta) bool {
	if c == nil {
		return true
	}
	if d.Function.Name == "" || c.name == "" {
		return false
	}
	if d.Index != nil {
		return d.ID != "" && d.ID != c.id
	}
	return d.ID == "" || d.ID != c.id
}

// completion checks what arrived; an answer with neither text nor tool calls
// is useless to the engine and counts as a failure.
func (a *assembly) completion() (assistant.Completion, error) {
	out := assistant.Completion{Content: a.text.String()}
	for i, c := range a.calls {
		if c.name == "" {
			return assistant.Completion{}, fmt.Errorf("tool call %d has no name", i)
		}
		id := c.id
		if id == "" { // llama-server without --jinja omits it; the next round needs one
			id = fmt.Sprintf("call_%d", i)
		}
		args := strings.TrimSpace(c.args.String())
		if args == "" {
			args = "{}"
		}
		out.ToolCalls = append(out.ToolCalls, assistant.ToolCall{ID: id, Name: c.name, Arguments: args})
	}
	if strings.TrimSpace(out.Content) == "" && len(out.ToolCalls) == 0 {
		return assistant.Completion{}, fmt.Errorf("empty answer")
	}
	return out, nil
}
