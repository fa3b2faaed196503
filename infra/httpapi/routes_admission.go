package httpapi

// admissionRoutes are the score-to-rank, batch-line and province calls
// (docs/API-ADMISSION.md).
var admissionRoutes = []Route{
	{"/api/Public/ProvinceList", QuerySide, false, publicProvinceList},
	{"/api/Public/NewExamProvince", QuerySide, false, publicProvinceList},
	{"/api/Public/ProvinceIsNewExam", QuerySide, false, provinceIsNewExam},
	{"/api/Public/ProvinceIsFinalScore", QuerySide, false, provinceIsFinalScore},
	{"/api/Public/NewExamProvinceYear", QuerySide, false, newExamProvinceYear},
	{"/api/Public/NewExamSubject", QuerySide, false, newExamSubject},
	{"/api/Public/LineRank", QuerySide, false, lineRank},
	{"/api/Public/LineRankEquivalent", QuerySide, false, lineRankEquivalent},
	{"/api/Public/LineRankYears", QuerySide, false, lineRankYears},
	{"/api/Public/LineRankList", QuerySide, false, lineRankList},
	{"/api/Public/LineBatchList", QuerySide, false, lineBatchList},
	{"/api/Public/ProvinceBatchList", QuerySide, false, provinceBatchList},
}
