package llm

import (
	"encoding/json"
	"fmt"
)

// streamChunk is one "data:" event of a streamed answer.
type streamChunk struct {
	Choices []struct {
		Delta        answerMessage `json:"delta"`
		FinishReason string        `json:"finish_reason"`
	} `json:"choices"`
	Error *apiError `json:"error"` // some providers report failures inside a 200 stream
}

// chatAnswer is a whole (non-streamed) answer.
type chatAnswer struct {
	Choices []struct {
		Message      answerMessage `json:"message"`
		FinishReason string        `json:"finish_reason"`
	} `json:"choices"`
	Error *apiError `json:"error"`
}

// answerMessage is both a delta and a whole message. reasoning_content
// (DeepSeek) is not part of the answer and is ignored.
type answerMessage struct {
	Content   string          `json:"content"`
	ToolCalls []toolCallDelta `json:"tool_calls"`
}

// toolCallDelta is a fragment of a tool call (or, in a whole answer, all of it).
type toolCallDelta struct {
	Index    *int   `json:"index"` // absent in whole answers and from a few servers
	ID       string `json:"id"`
	Function struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"` // a string; a few servers send an object
	} `json:"function"`
}

type apiError struct {
	Message string `json:"message"`
	Type    string `json:"type"`
	Code    any    `json:"code"`
}

func (e *apiError) String() string {
	s := e.Message
	if e.Type != "" {
		s = e.Type + ": " + s
	}
	if e.Code != nil {
		s = fmt.Sprint(e.Code) + " " + s
	}
	return s
}

// arguments returns the text a fragment adds to the arguments.
func (d toolCallDelta) arguments() (string, error) {
	raw := d.Function.Arguments
	switch {
	case len(raw) == 0 || string(raw) == "null":
		return "", nil
	case raw[0] == '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case raw[0] == '{':
		return string(raw), nil
	}
	return "", fmt.Errorf("tool call arguments are neither a string nor an object")
}
