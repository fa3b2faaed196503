package httpapi

// admissionResultRoutes are the admission-result and plan calls (docs/API-ADMISSION.md).
var admissionResultRoutes = []Route{
	{"/api/Public/LineSchooScoreList", QuerySide, false, lineSchoolScoreList},
	{"/api/Public/LineSpecialtyScoreList", QuerySide, false, lineSpecialtyScoreList},
	{"/api/Public/LineSchoolScoreBatchList", QuerySide, false, lineSchoolScoreBatchList},
	{"/api/Public/LineSpecialtyScoreBatchList", QuerySide, false, lineSpecialtyScoreBatchList},
	{"/api/Public/EnrollmentPlan", QuerySide, false, enrollmentPlan},
	{"/api/AdmissionData/GetAdmissionMajorQueryParameters", QuerySide, false, admissionMajorQueryParameters},
	{"/api/AdmissionData/GetAdmissionPlanQueryParameters", QuerySide, false, admissionPlanQueryParameters},
	{"/api/AdmissionData/GetAdmissionCollege", QuerySide, false, admissionCollege},
	{"/api/AdmissionData/GetAdmissionMajor", QuerySide, false, admissionMajor},
	{"/api/AdmissionData/GetAdmissionPlan", QuerySide, false, admissionPlan},
}
