package httpapi

// wishRoutes are the wish table calls (docs/API-WISH.md): WishTable/* commands and reads, and
// the spec's User/* names for the same use cases. Every one requires login; a table answers
// only its owner and the people it is shared with.
var wishRoutes = []Route{
	{"/api/WishTable/Create", CommandSide, true, wishCreate},
	{"/api/WishTable/Copy", CommandSide, true, wishCopy},
	{"/api/WishTable/Rename", CommandSide, true, wishRename},
	{"/api/WishTable/SetScore", CommandSide, true, wishSetScore},
	{"/api/WishTable/SetNote", CommandSide, true, wishSetNote},
	{"/api/WishTable/AddUnit", CommandSide, true, wishAdd(false)},
	{"/api/WishTable/RemoveUnit", CommandSide, true, wishRemove},
	{"/api/WishTable/MoveUnit", CommandSide, true, wishMove},
	{"/api/WishTable/SetMajors", CommandSide, true, wishSetMajors},
	{"/api/WishTable/SetAdjust", CommandSide, true, wishSetAdjust},
	{"/api/WishTable/SetUnitNote", CommandSide, true, wishSetUnitNote},
	{"/api/WishTable/ConfirmUnit", CommandSide, true, wishConfirm},
	{"/api/WishTable/Delete", CommandSide, true, wishDelete},
	{"/api/WishTable/Recover", CommandSide, true, wishRecover},
	{"/api/WishTable/Restore", CommandSide, true, wishRestore},
	{"/api/WishTable/ShareByPhone", CommandSide, true, wishShareByPhone},
	{"/api/WishTable/CreateLink", CommandSide, true, wishCreateLink},
	{"/api/WishTable/Join", CommandSide, true, wishJoin},
	{"/api/WishTable/RevokeLink", CommandSide, true, wishRevokeLink},
	{"/api/WishTable/SetRole", CommandSide, true, wishSetRole},
	{"/api/WishTable/RemoveMember", CommandSide, true, wishRemoveMember},

	{"/api/WishTable/List", QuerySide, true, wishList},
	{"/api/WishTable/Detail", QuerySide, true, wishDetail},
	{"/api/WishTable/History", QuerySide, true, wishHistory},
	{"/api/WishTable/Diff", QuerySide, true, wishDiff},
	{"/api/WishTable/Risk", QuerySide, true, wishRisk},
	{"/api/WishTable/Export", QuerySide, true, wishExport},

	{"/api/User/SaveWish", CommandSide, true, wishSave},
	{"/api/User/DelWish", CommandSide, true, wishDelete},
	{"/api/User/SaveZY", CommandSide, true, wishAdd(false)},
	{"/api/User/SaveZYMajorAndCollege", CommandSide, true, wishAdd(false)},
	{"/api/User/SaveWishSpecialtySchool", CommandSide, true, wishAdd(true)},
	{"/api/User/DelZY", CommandSide, true, wishRemove},
	{"/api/User/GetWishList", QuerySide, true, wishList},
	{"/api/User/WishDetail", QuerySide, true, wishDetail},
	{"/api/User/GetZYList", QuerySide, true, wishUnits},
	{"/api/User/GetZYDetail", QuerySide, true, wishUnit},
	{"/api/User/GetZYMajorAndCollegeDetail", QuerySide, true, wishUnit},
	{"/api/User/WishSpecialtySchoolDetail", QuerySide, true, wishUnit},
}
