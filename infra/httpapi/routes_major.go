package httpapi

// majorRoutes are the major, specialty, profession and industry endpoints (docs/API-CATALOG.md).
// Specialty/* are the older names of the Major calls and answer the same.
var majorRoutes = []Route{
	{"/api/Major/SearchMajorByName", QuerySide, false, majorSearch},
	{"/api/Specialty/SpecialtySearch", QuerySide, false, majorSearch},
	{"/api/Specialty/SpecialtyOrCategorySearch", QuerySide, false, majorOrClassSearch},
	{"/api/Major/GetMajorCategoryDetail", QuerySide, false, majorCategoryDetail},
	{"/api/Specialty/SpecialtyCategoryList", QuerySide, false, specialtyCategoryList},
	{"/api/Specialty/SpecialtyList", QuerySide, false, specialtyList},
	{"/api/Specialty/SpecialtyFullList", QuerySide, false, specialtyFullList},
	{"/api/Major/GetMajorDetail", QuerySide, false, majorDetail},
	{"/api/Specialty/SpecialtyInfo", QuerySide, false, majorDetail},
	{"/api/Major/GetMajorCollegeList", QuerySide, false, majorColleges},
	{"/api/Specialty/SpecialtySchoolList", QuerySide, false, majorColleges},
	{"/api/Major/GetMajorRankList", QuerySide, false, majorRank},
	{"/api/Major/GetMajorRankingList", QuerySide, false, majorRank},
	{"/api/Specialty/SpecialtyRankList", QuerySide, false, majorRank},
	{"/api/Major/GetMajorHotList", QuerySide, false, majorHot},
	{"/api/Specialty/SpecialtyHotList", QuerySide, false, majorHot},
	{"/api/Data/GetMajorCategoryTreeList", QuerySide, false, majorCategoryTree},
	{"/api/Data/GetMajorTreeList", QuerySide, false, majorTree},
	{"/api/Major/GetMajorCatalogInfo", QuerySide, false, majorCatalogInfo},

	{"/api/Profession/CategoryList", QuerySide, false, industryList},
	{"/api/Career/IndustryList", QuerySide, false, industryList},
	{"/api/Career/IndustryInfo", QuerySide, false, industryInfo},
	{"/api/Profession/ProfessionList", QuerySide, false, professionList},
	{"/api/Profession/ProfessionSearchByName", QuerySide, false, professionSearchByName},
	{"/api/Profession/ProfessionSearchByInterestCode", QuerySide, false, professionSearchByInterest},
	{"/api/Profession/ProfessionInfo", QuerySide, false, professionInfo},
	{"/api/Profession/ProfessionHotList", QuerySide, false, professionHot},
	{"/api/Profession/ProfessionRecommendList", QuerySide, false, professionRecommend},
	{"/api/Profession/OccupationClassTree", QuerySide, false, occupationClassTree},
	{"/api/Profession/OccupationList", QuerySide, false, occupationList},
}
