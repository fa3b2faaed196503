package platform

import (
	"context"

	cadmission "zhiyuan/command/admission"
)

// importAdmission imports the shipped admission data where the log does not hold
// it yet and returns the position of its newest event.
func importAdmission(ctx context.Context, p *Platform) (int64, error) {
	done, err := cadmission.NewService(p.Store).ImportAll(ctx, SystemMeta("admission-import"))
	if err != nil {
		return 0, err
	}
	var last int64
	for _, r := range done {
		last = max(last, r.Position)
		p.imported = p.imported || r.Written
	}
	return last, nil
}
