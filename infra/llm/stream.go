package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"zhiyuan/query/assistant"
)

// readStream reads a streamed answer up to "data: [DONE]", passing each
// text piece to onText as it arrives.
func readStream(body io.Reader, key string, onText func(string)) (assistant.Completion, error) {
	var a assembly
	finished := false // a finish_reason arrived: a missing [DONE] is then tolerated
	events := newSSEReader(body)
	for {
		data, err := events.next()
		if errors.Is(err, io.EOF) {
			if !finished {
				return assistant.Completion{}, errors.New("stream ended before [DONE]")
			}
			return a.completion()
		}
		if err != nil {
			return assistant.Completion{}, err
		}
		if data == "[DONE]" {
			return a.completion()
		}
		var chunk streamChunk
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			return assistant.Completion{}, fmt.Errorf("bad stream event: %v", err)
		}
		if chunk.Error != nil {
			return assistant.Completion{}, fmt.Errorf("error in stream: %s", excerpt(chunk.Error.String(), key))
		}
		if len(chunk.Choices) == 0 { // e.g. a usage-only chunk
			continue
		}
		choice := chunk.Choices[0]
		if piece := choice.Delta.Content; piece != "" {
			a.text.WriteString(piece)
			if onText != nil {
				onText(piece)
			}
		}
		for _, d := range choice.Delta.ToolCalls {
			if err := a.addToolCall(d); err != nil {
				return assistant.Completion{}, err
			}
		}
		if choice.FinishReason != "" {
			finished = true
		}
	}
}

// readWhole reads a non-streamed answer; its text reaches onText in one piece.
func readWhole(body io.Reader, key string, onText func(string)) (assistant.Completion, error) {
	raw, err := io.ReadAll(body)
	if err != nil {
		return assistant.Completion{}, err
	}
	var ans chatAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return assistant.Completion{}, fmt.Errorf("bad answer: %v: %s", err, excerpt(string(raw), key))
	}
	if ans.Error != nil {
		return assistant.Completion{}, fmt.Errorf("error answer: %s", excerpt(ans.Error.String(), key))
	}
	if len(ans.Choices) == 0 {
		return assistant.Completion{}, errors.New("answer without choices")
	}
	var a assembly
	msg := ans.Choices[0].Message
	a.text.WriteString(msg.Content)
	for i, d := range msg.ToolCalls {
		d.Index = &i // each entry is a whole call
		if err := a.addToolCall(d); err != nil {
			return assistant.Completion{}, err
		}
	}
	out, err := a.completion()
	if err == nil && out.Content != "" && onText != nil {
		onText(out.Content)
	}
	return out, err
}
