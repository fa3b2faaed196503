package wishtable_test

import (
	"context"
	"testing"

	"zhiyuan/events/apperr"
)

// Only the owner shares: a member (even an editor) asking to share answers 403 whether or not
// they hold the paid right, never 402 (pay); the owner without the right answers 402.
func TestOnlyTheOwnerShares(t *testing.T) {
	ctx := context.Background()
	rights := paid{"owner": true}
	f := newFamily(t, rights, 3)
	f.share(1, "editor")
	_, before := f.state()
	for _, holds := range []bool{false, true} {
		rights["u1"] = holds
		_, err := f.svc.ShareByPhone(ctx, as("u1"), f.table, phoneOf(2), "viewer")
		if codeOf(err) != apperr.CodeForbidden {
			t.Errorf("editor (paid %v) sharing: %v, want 403", holds, err)
		}
		_, err = f.svc.CreateLink(ctx, as("u1"), f.table, "viewer", 0)
		if codeOf(err) != apperr.CodeForbidden {
			t.Errorf("editor (paid %v) making a link: %v, want 403", holds, err)
		}
	}
	// Someone not on the table learns nothing about it.
	if _, err := f.svc.ShareByPhone(ctx, as("u3"), f.table, phoneOf(2), "viewer"); codeOf(err) != apperr.CodeNotFound {
		t.Errorf("stranger sharing: %v, want 404", err)
	}
	rights["owner"] = false
	if _, err := f.svc.ShareByPhone(ctx, as("owner"), f.table, phoneOf(2), "viewer"); codeOf(err) != apperr.CodeMembersOnly {
		t.Errorf("owner without the right sharing: %v, want %d", err, apperr.CodeMembersOnly)
	}
	if _, after := f.state(); len(after) != len(before) {
		t.Errorf("refused shares changed the members: %v → %v", before, after)
	}
}
