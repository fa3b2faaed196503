package httpapi

// expertRoutes are the experts' service: the list and pages families read, booking, a family's
// own bookings, an expert's workbench and the console's review (docs/API-EXPERTS.md).
var expertRoutes = []Route{
	{"/api/Web/GetTeacherList", QuerySide, false, teacherList},
	{"/api/Web/GetTeacherDetail", QuerySide, false, teacherDetail},
	{"/api/Web/TeacherReserve", CommandSide, true, teacherReserve},
	{"/api/Expert/MyBookings", QuerySide, true, myBookings},
	{"/api/Expert/CancelBooking", CommandSide, true, cancelBooking},
	{"/api/Expert/MoveBooking", CommandSide, true, moveBooking},
	{"/api/Expert/Workbench", QuerySide, true, expertWorkbench},
	{"/api/Expert/Apply", CommandSide, true, expertApply},
	{"/api/Expert/Revise", CommandSide, true, expertRevise},
	{"/api/Expert/OpenSlots", CommandSide, true, expertOpenSlots},
	{"/api/Expert/CloseSlot", CommandSide, true, expertCloseSlot},

	{"/api/Admin/ExpertList", QuerySide, true, adminExpertList},
	{"/api/Admin/ExpertDetail", QuerySide, true, adminExpertDetail},
	{"/api/Admin/ApproveExpert", CommandSide, true, adminApproveExpert},
	{"/api/Admin/ReturnExpertRevision", CommandSide, true, adminReturnExpertRevision},
	{"/api/Admin/RejectExpert", CommandSide, true, adminRejectExpert},
	{"/api/Admin/SuspendExpert", CommandSide, true, adminSuspendExpert},
	{"/api/Admin/RestoreExpert", CommandSide, true, adminRestoreExpert},
}
