package operators

import (
	"context"
	"errors"
	"testing"

	"zhiyuan/events/apperr"
)

type roles map[string][]string

func (r roles) Roles(_ context.Context, id string) ([]string, error) {
	if id == "broken" {
		return nil, errors.New("read model down")
	}
	return r[id], nil
}

func TestRequire(t *testing.T) {
	r := roles{"editor": {"editor"}, "admin": {"admin"}}
	ctx := context.Background()
	if got, err := Require(ctx, r, "editor", "no"); err != nil || len(got) != 1 {
		t.Fatalf("any role: %v %v", got, err)
	}
	if _, err := Require(ctx, r, "nobody", "没有权限"); !isForbidden(err, "没有权限") {
		t.Fatalf("no role: %v", err)
	}
	if _, err := Require(ctx, r, "editor", "需要审核人权限", "reviewer", "admin"); !isForbidden(err, "需要审核人权限") {
		t.Fatalf("an editor passed a reviewer check: %v", err)
	}
	if _, err := Require(ctx, r, "admin", "需要审核人权限", "reviewer", "admin"); err != nil {
		t.Fatalf("an admin refused: %v", err)
	}
	if _, err := Require(ctx, r, "broken", "x"); err == nil || isForbidden(err, "x") {
		t.Fatalf("a read failure must pass through, not read as a refusal: %v", err)
	}
}

func isForbidden(err error, msg string) bool {
	e, ok := apperr.As(err)
	return ok && e.Message == msg && e.Code == apperr.Forbidden("").Code
}
