package httpapi

// courseRoutes are the online courses: the catalogue and outlines readers browse, a lesson's
// content for a reader it is open to, view counts, and the console's course editing
// (docs/API-COURSES.md).
var courseRoutes = []Route{
	{"/api/Web/GetVideoCategoryList", QuerySide, false, courseCategories},
	{"/api/Web/GetVideoList", QuerySide, false, courseList(false)},
	{"/api/Web/AddVideoCount", CommandSide, false, addVideoCount},
	{"/api/Course/ResourceList", QuerySide, false, courseList(false)},
	{"/api/Course/ResourceListBySearch", QuerySide, false, courseList(false)},
	{"/api/Course/ResourceInfo", QuerySide, false, courseInfo},
	{"/api/Course/CatelogList", QuerySide, false, courseCatalogue},
	{"/api/Course/SubjectList", QuerySide, false, courseSubjects},
	{"/api/Course/GradeList", QuerySide, false, courseGrades},
	{"/api/Course/LessonDetail", QuerySide, false, lessonDetail},
	{"/api/Career/CourseCategoryList", QuerySide, false, courseCategories},
	{"/api/Career/CourseFreeList", QuerySide, false, courseList(true)},
	{"/api/Career/CourseInfoList", QuerySide, false, courseList(false)},
	{"/api/Career/GetVideoCategoryList", QuerySide, false, courseCategories},
	{"/api/Career/GetVideoList", QuerySide, false, courseList(false)},

	{"/api/Admin/CourseList", QuerySide, true, adminCourseList},
	{"/api/Admin/CourseDetail", QuerySide, true, adminCourseDetail},
	{"/api/Admin/SaveCourse", CommandSide, true, adminSaveCourse},
	{"/api/Admin/PublishCourse", CommandSide, true, adminPublishCourse},
	{"/api/Admin/WithdrawCourse", CommandSide, true, adminWithdrawCourse},
	{UploadMediaPath, CommandSide, true, adminUploadMedia},
}
