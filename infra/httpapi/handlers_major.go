package httpapi

import (
	"strconv"
	"strings"

	qcatalog "zhiyuan/query/catalog"
)

// majorIDRequest is every call that names one item by its code or id.
type majorIDRequest struct {
	Code string
	ID   string
}

// majorCountRequest is a short list's Count; SPEC §7 also sends it in the query string.
type majorCountRequest struct{ Count int }

func bindMajorCount(c *Call) (int, error) {
	var in majorCountRequest
	if err := c.Bind(&in); err != nil {
		return 0, err
	}
	if in.Count != 0 {
		return in.Count, nil
	}
	for k, v := range c.R.URL.Query() {
		if strings.EqualFold(k, "count") && len(v) > 0 && v[0] != "" {
			n, err := strconv.Atoi(v[0])
			if err != nil {
				return 0, badRequest("参数 count 的类型不正确")
			}
			return n, nil
		}
	}
	return 0, nil
}

func majorSearch(a *App, c *Call) (any, error) {
	var in struct {
		Name  string
		Count int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.Search(c.Ctx, in.Name, in.Count)
}

func majorOrClassSearch(a *App, c *Call) (any, error) {
	var in struct{ Name string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.SearchOrCategory(c.Ctx, in.Name)
}

func majorCategoryDetail(a *App, c *Call) (any, error) {
	var in majorIDRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.CategoryDetail(c.Ctx, in.Code)
}

// levelRequest is a call that names a level of the major library (EducationLevel 1
// 普通本科, 2 职教本科, 0 高职专科; absent = 1).
type levelRequest struct{ EducationLevel *int }

func specialtyCategoryList(a *App, c *Call) (any, error) {
	var in levelRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.CategoryListByLevel(c.Ctx, in.EducationLevel)
}

func majorCatalogInfo(a *App, c *Call) (any, error) {
	var in levelRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.CatalogInfo(c.Ctx, in.EducationLevel)
}

func specialtyList(a *App, c *Call) (any, error) {
	var in qcatalog.MajorListRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.List(c.Ctx, in)
}

func specialtyFullList(a *App, c *Call) (any, error) {
	if err := c.Bind(&struct{}{}); err != nil {
		return nil, err
	}
	return a.Majors.FullList(c.Ctx)
}

func majorDetail(a *App, c *Call) (any, error) {
	var in majorIDRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.Detail(c.Ctx, in.Code)
}

func majorColleges(a *App, c *Call) (any, error) {
	var in qcatalog.MajorCollegesRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.Colleges(c.Ctx, in)
}

func majorRank(a *App, c *Call) (any, error) {
	var in qcatalog.MajorRankRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.RankList(c.Ctx, in)
}

func majorHot(a *App, c *Call) (any, error) {
	n, err := bindMajorCount(c)
	if err != nil {
		return nil, err
	}
	return a.Majors.HotList(c.Ctx, n)
}

func majorCategoryTree(a *App, c *Call) (any, error) {
	if err := c.Bind(&struct{}{}); err != nil {
		return nil, err
	}
	return a.Majors.CategoryTree(c.Ctx)
}

func majorTree(a *App, c *Call) (any, error) {
	var in levelRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Majors.MajorTreeByLevel(c.Ctx, in.EducationLevel)
}
