package llmtest

import (
	"encoding/json"
	"fmt"
)

// validate refuses what a strict provider refuses, so adapters cannot pass
// tests with requests a real server would answer with 400.
func (r *Request) validate() error {
	if r.Model == "" {
		return fmt.Errorf("model is required")
	}
	if len(r.Messages) == 0 {
		return fmt.Errorf("messages must not be empty")
	}
	for i, t := range r.Tools {
		if t.Type != "function" || t.Function.Name == "" {
			return fmt.Errorf("tools[%d]: type must be function and name is required", i)
		}
		var schema map[string]any
		if json.Unmarshal(t.Function.Parameters, &schema) != nil || schema == nil {
			return fmt.Errorf("tools[%d].function.parameters must be a JSON object", i)
		}
	}
	open := map[string]bool{} // tool calls of the last assistant message not yet answered
	for i, m := range r.Messages {
		if m.Role != "tool" && len(open) > 0 {
			return fmt.Errorf("messages[%d]: an assistant message with tool_calls must be followed by a tool message for each call", i)
		}
		switch m.Role {
		case "system", "user":
			if m.Content == nil {
				return fmt.Errorf("messages[%d].content must be a string", i)
			}
		case "assistant":
			if m.Content == nil && len(m.ToolCalls) == 0 {
				return fmt.Errorf("messages[%d]: content or tool_calls is required", i)
			}
			for j, c := range m.ToolCalls {
				if c.ID == "" || c.Type != "function" || c.Function.Name == "" {
					return fmt.Errorf("messages[%d].tool_calls[%d]: id, type function and name are required", i, j)
				}
				var args map[string]any
				if json.Unmarshal([]byte(c.Function.Arguments), &args) != nil || args == nil {
					return fmt.Errorf("messages[%d].tool_calls[%d].function.arguments must be a JSON object in a string", i, j)
				}
				open[c.ID] = true
			}
		case "tool":
			if m.Content == nil || !open[m.ToolCallID] {
				return fmt.Errorf("messages[%d]: a tool message needs content and the tool_call_id of a preceding tool call", i)
			}
			delete(open, m.ToolCallID)
		default:
			return fmt.Errorf("messages[%d]: unknown role %q", i, m.Role)
		}
	}
	if len(open) > 0 {
		return fmt.Errorf("the last assistant message's tool calls were not all answered")
	}
	return nil
}
