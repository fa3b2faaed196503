package httpapi

// admissionResultRoutes are the admission-result and plan calls (docs/API-ADMISSION.md).
var admissionResultRoutes = []Route{
	{"/api/Public/LineSchooScoreList", QuerySide, false, lineSchoolScoreList},
	{"/api/Public/LineSpecialtyScoreList", QuerySide, false, lineSpecialtyScoreList},
	{"/api/Public/LineSchoolScoreBatchList", QuerySide, false, lineSchoolScoreBatchList},
	{"/api/Public/LineSpecialtyScoreBatchList", QuerySide, false, lineSpecialtyScoreBatchList},
	{"/api/Public/EnrollmentPlan", QuerySide, false, enrollmentPlan},
	{"/api/Public/LineDiagnosisScore", QuerySide, true, lineDiagnosisScore},
	{"/api/Public/LineDiagnosisList", QuerySide, true, lineDiagnosisList},
	{"/api/Public/LineDiagnosisPaged", QuerySide, true, lineDiagnosisPaged},
	{"/api/Public/LineDiagnosisArea", QuerySide, true, lineDiagnosisArea},
	{"/api/AdmissionData/GetAdmissionMajorQueryParameters", QuerySide, false, admissionMajorQueryParameters},
	{"/api/AdmissionData/GetAdmissionPlanQueryParameters", QuerySide, false, admissionPlanQueryParameters},
	{"/api/AdmissionData/GetAdmissionCollege", QuerySide, false, admissionCollege},
	{"/api/AdmissionData/GetAdmissionMajor", QuerySide, false, admissionMajor},
	{"/api/AdmissionData/GetAdmissionPlan", QuerySide, false, admissionPlan},
}
