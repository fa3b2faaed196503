package httpapi

// collegeRoutes are the college, school, Data and Options endpoints (docs/API-CATALOG.md).
// The School/* paths are the older names of the same calls.
var collegeRoutes = []Route{
	{"/api/College/GetCollegeList", QuerySide, false, collegeList},
	{"/api/School/SchoolList", QuerySide, false, collegeList},
	{"/api/College/GetCollegeInfo", QuerySide, false, collegeInfo},
	{"/api/School/SchoolInfo", QuerySide, false, collegeInfo},
	{"/api/College/SearchCollegeByName", QuerySide, false, collegeSearchByName},
	{"/api/School/SchoolListBySchoolName", QuerySide, false, collegeSearchByName},
	{"/api/College/GetCollegeCompare", QuerySide, false, collegeCompare},
	{"/api/School/CompareCollege", QuerySide, false, collegeCompare},
	{"/api/College/GetCollegeRankCategoryList", QuerySide, false, collegeRankCategories},
	{"/api/School/SchoolRankingType", QuerySide, false, collegeRankCategories},
	{"/api/College/GetCollegeRankList", QuerySide, false, collegeRankList},
	{"/api/School/SchoolRanking", QuerySide, false, collegeRankList},
	{"/api/College/GetCollegeMajorStrengthList", QuerySide, false, collegeMajorStrength},
	{"/api/School/SchoolSpecialty", QuerySide, false, collegeMajorStrength},

	{"/api/Data/GetCollegeQueryParameter", QuerySide, false, collegeQueryParameter},
	{"/api/Data/GetTagList", QuerySide, false, collegeTagList},
	{"/api/Data/GetWishProvinceAll", QuerySide, false, provinceOptions},
	{"/api/Options/GetProvinceOptions", QuerySide, false, provinceOptions},
	{"/api/Data/GetAreaTreeList", QuerySide, false, areaTree},
	{"/api/Options/GetAreaOptions", QuerySide, false, areaOptions},
	{"/api/Options/GetSchoolOptions", QuerySide, false, schoolOptions},
}
