package httpapi

import "zhiyuan/events"

// membershipRoutes are the products, payments and activation cards (docs/API-MEMBERSHIP.md).
var membershipRoutes = []Route{
	{"/api/Web/GetProductList", QuerySide, false, productList},
	{"/api/Web/GetProductDetail", QuerySide, false, productDetail},
	{"/api/Options/GetProductOptions", QuerySide, false, productOptions},
	{"/api/Payment/PaymentStatus", QuerySide, true, paymentStatus},
	{"/api/Payment/MyOrders", QuerySide, true, myOrders},
	{"/api/User/GetCardDetail", QuerySide, true, cardDetail},
	{"/api/User/GetMyCards", QuerySide, true, myCards},

	{"/api/Payment/WechatQRCodePay", CommandSide, true, wechatQRCodePay},
	{"/api/User/ActivationCard", CommandSide, true, activationCard},
}

// membersOnly are the query calls that need a right; the command side gates its own calls
// (more wish tables, sharing) on the membership in the log.
var membersOnly = map[string]struct{ right, message string }{
	"/api/WishTable/Risk":   {events.RightSimulate, "整表模拟是会员功能，开通会员后即可使用"},
	"/api/WishTable/Export": {events.RightExport, "导出志愿表是会员功能，开通会员后即可使用"},
}
