package httpapi

import (
	bank "zhiyuan/data/assessment"
	qassess "zhiyuan/query/assessment"
)

// The all-round test's result calls: the whole result, or one part of it (the spec names a
// call per part). Each reads the caller's own result: SubmissionId, else the newest.

func allroundResult(a *App, c *Call) (*qassess.Result, error) {
	var in struct{ SubmissionId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "assessments")
	r, err := a.TestResults.Info(c.Ctx, c.UserID, bank.Allround, in.SubmissionId)
	return &r, err
}

func allroundWhole(a *App, c *Call) (any, error) { return allroundResult(a, c) }

// allroundPart answers one section; advice only its texts.
func allroundPart(section string, adviceOnly bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		r, err := allroundResult(a, c)
		if err != nil {
			return nil, err
		}
		for _, p := range r.Parts {
			if p.Section == section {
				if adviceOnly {
					return p.Texts, nil
				}
				return p, nil
			}
		}
		return qassess.Part{Section: section}, nil
	}
}

func allroundMajors(a *App, c *Call) (any, error) {
	r, err := allroundResult(a, c)
	if err != nil {
		return nil, err
	}
	out := map[string]any{"Majors": r.Majors, "Professions": r.Professions, "SuggestRule": r.SuggestRule}
	for _, p := range r.Parts {
		if p.Section == "values" {
			out["Values"] = p.Suggest // the values part's suggestions, by the portal's rule
		}
	}
	return out, nil
}
