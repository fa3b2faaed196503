package events

// WishPhoneLookupStream counts the phone numbers a user looked up on one Beijing day
// (20261129) to share a wish table.
func WishPhoneLookupStream(userID, day string) string { return "wishlookup-" + userID + "-" + day }

// WishPhoneLookedUp is one WishTable/ShareByPhone call counted before its lookup, whether
// the number turns out registered or not. The number itself, another person's, is not kept.
type WishPhoneLookedUp struct {
	UserID  string `json:"user_id"`
	TableID string `json:"table_id"`
}

func (WishPhoneLookedUp) EventType() string { return "wish.phone_looked_up" }
