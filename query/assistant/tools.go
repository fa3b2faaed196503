package assistant

import (
	"context"
	"encoding/json"

	"zhiyuan/events"
)

// Args are every tool's parameters; each tool reads the ones it declares.
type Args struct {
	Province   int    `json:"province_id,omitempty"`
	Year       int    `json:"year,omitempty"`
	Track      string `json:"track,omitempty"` // 物理类, 历史类, 理科, 文科, 综合
	Score      int    `json:"score,omitempty"`
	Rank       int    `json:"rank,omitempty"`
	College    string `json:"college_code,omitempty"`
	Major      string `json:"major,omitempty"` // a major's code, or words of its name
	Occupation string `json:"occupation_id,omitempty"`
	Keyword    string `json:"keyword,omitempty"`
}

// Output is a tool's answer: rows for the text, the sources they come from, and a note when
// the data is missing (the note is a fact too: "暂无…").
type Output struct {
	Data    any                   `json:"data"`
	Sources []events.ChatCitation `json:"sources"`
	Message string                `json:"message,omitempty"`
}

// Tool is one of the portal's own queries, as the rules and the model call it.
type Tool struct {
	Name        string
	Label       string // what the page shows while it runs
	Description string
	Params      []string // the Args it reads, by JSON name
	Required    []string
	Run         func(ctx context.Context, e *Engine, a Args) (Output, error)
}

var paramSchemas = map[string]map[string]any{
	"province_id":   {"type": "integer", "description": "省份代码，如 44 广东、33 浙江、11 北京"},
	"year":          {"type": "integer", "description": "年份，如 2025"},
	"track":         {"type": "string", "enum": []string{"物理类", "历史类", "理科", "文科", "综合"}, "description": "科类"},
	"score":         {"type": "integer", "description": "高考分数"},
	"rank":          {"type": "integer", "description": "位次"},
	"college_code":  {"type": "string", "description": "院校代码（5 位），可先用 college_search 查"},
	"major":         {"type": "string", "description": "专业代码或专业名称"},
	"occupation_id": {"type": "string", "description": "职业编号"},
	"keyword":       {"type": "string", "description": "关键词"},
}

// Spec describes the tool to a model.
func (t *Tool) Spec() ToolSpec {
	props := map[string]any{}
	for _, p := range t.Params {
		props[p] = paramSchemas[p]
	}
	req := t.Required
	if req == nil {
		req = []string{}
	}
	b, _ := json.Marshal(map[string]any{"type": "object", "properties": props, "required": req})
	return ToolSpec{Name: t.Name, Description: t.Description, Parameters: b}
}

// registry is every tool, by name.
func registry() map[string]*Tool {
	m := map[string]*Tool{}
	for _, list := range [][]*Tool{admissionTools, catalogTools, contentTools, {recommendTool}} {
		for _, t := range list {
			m[t.Name] = t
		}
	}
	return m
}

// call runs a tool for an answer and records what it returned.
func (e *Engine) call(ctx context.Context, t *turn, name string, a Args) (Output, error) {
	tool := e.tools[name]
	out, err := tool.Run(ctx, e, a)
	if err != nil {
		return out, err
	}
	t.used(tool, out)
	return out, nil
}
