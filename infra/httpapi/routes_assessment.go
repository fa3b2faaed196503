package httpapi

import (
	bank "zhiyuan/data/assessment"
)

// assessmentRoutes are the test calls (docs/API-ASSESSMENT.md): the spec's Career/* question
// lists and submissions and User/Test* results, and Assessment/* for any bank by code. A
// result answers its owner only.
var assessmentRoutes = []Route{
	{"/api/Career/HollandQuestionList", QuerySide, false, testQuestions(bank.Holland)},
	{"/api/Career/PersonalityQuestionList", QuerySide, false, testQuestions(bank.BigFive)},
	{"/api/Career/MBTIQuestionList", QuerySide, false, testQuestions(bank.Type16)},
	{"/api/Career/HollandTest", CommandSide, true, testSubmit(bank.Holland)},
	{"/api/Career/PersonalityTest", CommandSide, true, testSubmit(bank.BigFive)},
	{"/api/Career/MBTITest", CommandSide, true, testSubmit(bank.Type16)},
	{"/api/User/TestList", QuerySide, true, testList},
	{"/api/User/TestHollandInfo", QuerySide, true, testInfo(bank.Holland)},
	{"/api/User/TestPersonalityInfo", QuerySide, true, testInfo(bank.BigFive)},
	{"/api/User/TestMBTIInfo", QuerySide, true, testInfo(bank.Type16)},

	{"/api/Career/SelSubjectQuestionList", QuerySide, false, testQuestions(bank.Subjects)},
	{"/api/Career/SelSubjectTest", CommandSide, true, testSubmit(bank.Subjects)},
	{"/api/User/TestSelSubjectInfo", QuerySide, true, testInfo(bank.Subjects)},
	{"/api/Career/SelSubjectCategoryOfProvinceList", QuerySide, false, selSubjectCoverage},
	{"/api/Career/SelectExamStat", QuerySide, false, selectExamStat},
	{"/api/Career/SelectExamStatTotalNumber", QuerySide, false, selectExamTotal},
	{"/api/Career/SelectExamList", QuerySide, false, selectExamList(false)},
	{"/api/Career/SelectExamPaged", QuerySide, false, selectExamList(true)},

	{"/api/Career/UpgradePathQuestionList", QuerySide, false, testQuestions(bank.Path)},
	{"/api/Career/UpgradePathTest", CommandSide, true, testSubmit(bank.Path)},
	{"/api/User/TestUpgradePathInfo", QuerySide, true, testInfo(bank.Path)},

	{"/api/Assessment/QuestionList", QuerySide, false, testQuestions("")},
	{"/api/Assessment/Submit", CommandSide, true, testSubmit("")},
	{"/api/Assessment/Result", QuerySide, true, testInfo("")},
	{"/api/Assessment/OpenSuggestion", CommandSide, true, testOpened},
	{"/api/Assessment/Stats", QuerySide, false, testStats},
}
