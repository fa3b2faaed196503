package events

import "encoding/json"

// upcastExamInfoV1 turns v1's single "select_subject" into v2's list.
func upcastExamInfoV1(old json.RawMessage) (json.RawMessage, error) {
	var m map[string]any
	if err := json.Unmarshal(old, &m); err != nil {
		return nil, err
	}
	if s, ok := m["select_subject"].(string); ok && s != "" {
		m["select_subjects"] = []string{s}
	}
	delete(m, "select_subject")
	return json.Marshal(m)
}
