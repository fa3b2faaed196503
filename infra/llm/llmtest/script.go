package llmtest

import "strings"

// Turn is the answer to one chat request; a script is the turns in order.
// Exactly one kind applies, checked in this order: Status, Raw, then text
// and tool calls (streamed, or one JSON answer when JSON is set or the
// request did not ask to stream).
type Turn struct {
	Status int    // non-zero: answer this HTTP status with Body
	Body   string // the error body; empty: an OpenAI-style error object
	Raw    string // non-empty: send exactly this as a 200 text/event-stream body

	Text  []string // content pieces, one stream chunk each
	Calls []Call   // tool calls, streamed after the text
	JSON  bool     // answer one application/json completion although stream:true was asked
	Stall bool     // stream the pieces, then hold the stream open until the client goes away
}

// Call is one tool call the model asks for.
type Call struct {
	ID   string
	Name string
	Args []string // argument fragments, streamed in order; joined they are the JSON arguments
}

// Arguments is the whole JSON arguments text.
func (c Call) Arguments() string { return strings.Join(c.Args, "") }

// Text answers with text streamed in the given pieces.
func Text(pieces ...string) Turn { return Turn{Text: pieces} }

// Tools answers with tool calls.
func Tools(calls ...Call) Turn { return Turn{Calls: calls} }

// Fail answers with an HTTP error status; body may be empty.
func Fail(status int, body string) Turn { return Turn{Status: status, Body: body} }

// Split cuts s into pieces of at most n runes, to stream text or tool
// arguments in fragments the way providers do.
func Split(s string, n int) []string {
	r := []rune(s)
	if n < 1 {
		n = 1
	}
	var out []string
	for len(r) > n {
		out = append(out, string(r[:n]))
		r = r[n:]
	}
	return append(out, string(r))
}
