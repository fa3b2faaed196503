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

	{"/api/Career/AllroundQuestionList", QuerySide, false, testQuestions(bank.Allround)},
	{"/api/Career/AddAllroundTest", CommandSide, true, testSubmit(bank.Allround)},
	{"/api/Career/GetAllroundResult", QuerySide, true, allroundWhole},
	{"/api/Career/GetAllroundInterestResult", QuerySide, true, allroundPart("interest", false)},
	{"/api/Career/GetAllroundInterestAdvise", QuerySide, true, allroundPart("interest", true)},
	{"/api/Career/GetAllroundCharacterResult", QuerySide, true, allroundPart("character", false)},
	{"/api/Career/GetAllroundAbilityResult", QuerySide, true, allroundPart("ability", false)},
	{"/api/Career/GetAllroundAbilityAdvise", QuerySide, true, allroundPart("ability", true)},
	{"/api/Career/GetAllroundValueResult", QuerySide, true, allroundPart("values", false)},
	{"/api/Career/GetAllroundSubjectResult", QuerySide, true, allroundPart("subject", false)},
	{"/api/Career/GetAllroundMajor", QuerySide, true, allroundMajors},

	{"/api/Assessment/QuestionList", QuerySide, false, testQuestions("")},
	{"/api/Assessment/Submit", CommandSide, true, testSubmit("")},
	{"/api/Assessment/Result", QuerySide, true, testInfo("")},
	{"/api/Assessment/OpenSuggestion", CommandSide, true, testOpened},
	{"/api/Assessment/Stats", QuerySide, false, testStats},
}
