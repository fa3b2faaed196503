package events

import "time"

// ProductsStream is the single stream of the products on sale (site configuration).
const ProductsStream = "products"

// MembershipStream holds one user's grants of rights and their revocations.
func MembershipStream(userID string) string { return "membership-" + userID }

// Rights codes a product grants (README "会员"). The server checks them on every gated call.
const (
	RightWishTables = "WISH_TABLES"   // more than one live wish table
	RightShare      = "WISH_SHARE"    // sharing a table with family
	RightSimulate   = "WISH_SIMULATE" // the whole-list simulation
	RightExport     = "WISH_EXPORT"   // the filling-form export
	RightCourses    = "COURSES"       // the members' lessons of the online courses
)

// RightsCodes lists every right in display order.
var RightsCodes = []string{RightWishTables, RightShare, RightSimulate, RightExport, RightCourses}

// Product kinds: how long one purchase or card of a product lasts.
const (
	// ProductByDays lasts Days from the purchase (or from where the same product runs out).
	ProductByDays = ""
	// ProductBySeason lasts to the end of the buyer's filling season: the admission end of
	// their exam year in their province, as the calendar has it when they buy.
	ProductBySeason = "season"
)

// ProductKinds lists the kinds an operator can choose.
var ProductKinds = []string{ProductByDays, ProductBySeason}

// ProductSaved defines or replaces a product. Price is in fen; Kind says how long one purchase
// or card lasts: Days (ProductByDays), or to the buyer's season's admission end
// (ProductBySeason, Days 0); OnSale false takes it off the list (grants already made stand).
type ProductSaved struct {
	Code        string   `json:"code"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Price       int64    `json:"price"`
	Kind        string   `json:"kind,omitempty"`
	Days        int      `json:"days"`
	Rights      []string `json:"rights"`
	OnSale      bool     `json:"on_sale"`
	Sort        int      `json:"sort"`
}

// Grant sources: what paid for a grant.
const (
	GrantByOrder = "order"
	GrantByCard  = "card"
	// GrantByOperator: customer service gave a product (a compensation, a school's licence).
	GrantByOperator = "operator"
)

// RightsGranted gives a user a product's rights for Days, stacking after what they hold, or,
// for a season product (Kind ProductBySeason), until Until: the end of the admission season
// of SeasonYear in the buyer's province, decided when the grant was made.
// Source and Ref (an order or card number) name what paid for it, so a refund revokes it.
type RightsGranted struct {
	UserID      string    `json:"user_id"`
	Source      string    `json:"source"`
	Ref         string    `json:"ref"`
	ProductCode string    `json:"product_code"`
	ProductName string    `json:"product_name"`
	Rights      []string  `json:"rights"`
	Days        int       `json:"days"`
	Kind        string    `json:"kind,omitempty"`
	Until       time.Time `json:"until,omitzero"`
	SeasonYear  int       `json:"season_year,omitempty"`
	ProvinceID  int       `json:"province_id,omitempty"`
	At          time.Time `json:"at"`
}

// RightsRevoked takes back one grant (a refunded order); later grants are recounted without it.
type RightsRevoked struct {
	UserID string `json:"user_id"`
	Source string `json:"source"`
	Ref    string `json:"ref"`
	Reason string `json:"reason"`
}

func (ProductSaved) EventType() string  { return "membership.product_saved" }
func (RightsGranted) EventType() string { return "membership.rights_granted" }
func (RightsRevoked) EventType() string { return "membership.rights_revoked" }

func registerMembership(r *Registry) {
	r.Register(ProductSaved{}, 1)
	r.Register(RightsGranted{}, 1)
	r.Register(RightsRevoked{}, 1)
	registerOrders(r)
	registerCards(r)
}
