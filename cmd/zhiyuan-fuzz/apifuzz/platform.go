package apifuzz

import (
	"context"
	"fmt"

	"zhiyuan/infra/platform"
)

// LocalSMS reads the texts a development-profile platform stored instead of sending them.
func LocalSMS(p *platform.Platform) func(ctx context.Context, phone string) (string, error) {
	return func(ctx context.Context, phone string) (string, error) {
		if p.LocalSMS == nil {
			return "", fmt.Errorf("the platform keeps no local SMS store")
		}
		text, _, _, err := p.LocalSMS.Latest(ctx, phone)
		return text, err
	}
}
