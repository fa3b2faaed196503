package wishtable_test

import (
	"context"
	"sync"
	"testing"

	"zhiyuan/command/wishtable"
	"zhiyuan/events/apperr"
)

// Nine parallel sharing calls of each kind all succeed (each is valid on its own), none answers
// an error that is not an answer, and the members end as the calls left them.
func TestParallelSharingCallsAllSucceed(t *testing.T) {
	ctx := context.Background()
	f := newFamily(t, paid{"owner": true}, 9)
	run := func(what string, call func(i int) error) {
		var wg sync.WaitGroup
		codes := make([]int, 10)
		for i := 1; i <= 9; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := call(i)
				codes[i] = codeOf(err)
				if err != nil {
					t.Errorf("%s u%d: %v", what, i, err)
				}
			}()
		}
		wg.Wait()
		t.Logf("%s: codes %v", what, codes[1:])
	}
	run("ShareByPhone", func(i int) error {
		_, err := f.svc.ShareByPhone(ctx, as("owner"), f.table, phoneOf(i), "viewer")
		return err
	})
	f.wantMembers(map[string]string{"u1": "viewer", "u2": "viewer", "u3": "viewer", "u4": "viewer", "u5": "viewer",
		"u6": "viewer", "u7": "viewer", "u8": "viewer", "u9": "viewer"})
	run("SetRole", func(i int) error {
		_, err := f.svc.SetRole(ctx, as("owner"), f.table, userOf(i), "commenter")
		return err
	})
	f.wantMembers(map[string]string{"u1": "commenter", "u2": "commenter", "u3": "commenter", "u4": "commenter",
		"u5": "commenter", "u6": "commenter", "u7": "commenter", "u8": "commenter", "u9": "commenter"})
	run("RemoveMember", func(i int) error {
		who := as("owner")
		if i%2 == 0 {
			who = as(userOf(i)) // half of them leave themselves
		}
		_, err := f.svc.RemoveMember(ctx, who, f.table, userOf(i))
		return err
	})
	f.wantMembers(map[string]string{})
	links := make([]string, 10)
	run("CreateLink", func(i int) error {
		l, err := f.svc.CreateLink(ctx, as("owner"), f.table, "editor", 0)
		links[i] = l.Token
		return err
	})
	run("Join", func(i int) error {
		_, err := f.svc.JoinByLink(ctx, as(userOf(i)), links[i])
		return err
	})
	f.wantMembers(map[string]string{"u1": "editor", "u2": "editor", "u3": "editor", "u4": "editor", "u5": "editor",
		"u6": "editor", "u7": "editor", "u8": "editor", "u9": "editor"})
}

// The same member removed by nine parallel calls: one removes, the others answer the clean 404.
func TestParallelRemovalsOfOneMember(t *testing.T) {
	ctx := context.Background()
	f := newFamily(t, paid{"owner": true}, 1)
	f.share(1, "editor")
	var wg sync.WaitGroup
	codes := make(chan int, 9)
	for range 9 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := f.svc.RemoveMember(ctx, as("owner"), f.table, "u1")
			codes <- codeOf(err)
		}()
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	if count[0] != 1 || count[apperr.CodeNotFound] != 8 {
		t.Errorf("nine removals of one member: codes %v, want one 0 and eight 404", count)
	}
	f.wantMembers(map[string]string{})
}

// The owner shares while an editor edits units: every edit lands (the editor's version is not
// stale because of sharing), every share lands, and the list holds exactly the editor's units.
func TestSharingWhileAnEditorEdits(t *testing.T) {
	ctx := context.Background()
	f := newFamily(t, paid{"owner": true}, 9)
	r := f.share(1, "editor")
	version := r.Version
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // the owner shares with eight more relatives, changes roles and revokes
		defer wg.Done()
		for i := 2; i <= 9; i++ {
			if _, err := f.svc.ShareByPhone(ctx, as("owner"), f.table, phoneOf(i), "viewer"); err != nil {
				t.Errorf("share u%d: %v", i, err)
			}
			if _, err := f.svc.SetRole(ctx, as("owner"), f.table, userOf(i), "commenter"); err != nil {
				t.Errorf("role u%d: %v", i, err)
			}
		}
		for i := 2; i <= 9; i += 3 {
			if _, err := f.svc.RemoveMember(ctx, as("owner"), f.table, userOf(i)); err != nil {
				t.Errorf("remove u%d: %v", i, err)
			}
		}
	}()
	for i := 1; i <= 12; i++ { // the editor adds units, each on the version the last answer gave
		r, err := f.svc.AddUnit(ctx, as("u1"), wishtable.Edit{TableID: f.table, Version: version}, unit(i), -1)
		if err != nil {
			t.Errorf("edit %d on version %d refused while the owner shares: %v", i, version, err)
			break
		}
		version = r.Version
	}
	wg.Wait()
	units, members := f.state()
	if len(units) != 12 || members["u1"] != "editor" || len(members) != 6 {
		t.Errorf("after the edits and the sharing: %d units, members %v", len(units), members)
	}
}

// The loser of a true race (two edits on one version) answers 409 with Data {Yours, Current};
// an edit on a version before a list change is stale even when sharing came after it.
func TestLoserOfARaceGetsTheVersions(t *testing.T) {
	ctx := context.Background()
	f := newFamily(t, paid{"owner": true}, 1)
	start := f.share(1, "editor").Version
	var wg sync.WaitGroup
	errs := make([]error, 9)
	for i := range 9 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			who := "owner"
			if i%2 == 1 {
				who = "u1"
			}
			_, errs[i] = f.svc.AddUnit(ctx, as(who), wishtable.Edit{TableID: f.table, Version: start}, unit(i), -1)
		}()
	}
	wg.Wait()
	won := 0
	for i, err := range errs {
		if err == nil {
			won++
			continue
		}
		c := conflictOf(err)
		if c == nil || c.Yours != start || c.Current != start+1 {
			t.Errorf("loser %d: %v (Data %+v), want 409 with Yours %d Current %d", i, err, c, start, start+1)
		}
	}
	if won != 1 {
		t.Errorf("%d of 9 edits on version %d won, want 1", won, start)
	}
	// A list change, then sharing: an edit on the version before the list change is stale.
	f.share(1, "commenter")
	_, err := f.svc.SetTableNote(ctx, as("owner"), wishtable.Edit{TableID: f.table, Version: start}, "备注")
	if c := conflictOf(err); c == nil || c.Yours != start || c.Current != start+2 {
		t.Errorf("edit on a version before a list change: %v, want 409 {Yours %d Current %d}", err, start, start+2)
	}
}
