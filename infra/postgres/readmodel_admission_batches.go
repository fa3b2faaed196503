package postgres

// Which published lines the score panel, the admission ranking and the
// diagnosis compare a candidate with: the ordinary batch of one level, never
// the special paths (提前批, 专项, 艺术/体育, 对口, 预科) or the later rounds
// (征集/征求志愿), which DOMAIN.md says must be kept apart. Batch names differ
// by province (本科批, 普通类第一段, 常规批第1次志愿, 本科普通批平行志愿 …); these
// patterns cover the names the shipped data holds (data/admission/README.md).
const (
	specialBatches    = `提前|征集|征求|艺术|体育|对口|单招|预科|专项|单列|贯通|分类考试`
	vocationalBatches = `专科|高职|高专`
)

// ordinaryLines is the SQL condition on rm_admission.results (alias r) for the
// ordinary batch of a level, on the province/year/track given as $1, $2, $3.
// Where a province publishes only major-level lines (浙江, 山东) those are
// used; elsewhere the school- and group-level ones.
func ordinaryLines(vocational bool) string {
	level := `r.batch !~ '` + vocationalBatches + `'`
	if vocational {
		level = `r.batch ~ '` + vocationalBatches + `'`
	}
	return ` r.batch !~ '` + specialBatches + `' AND ` + level + ` AND (r.level <> 'major' OR NOT EXISTS (
		SELECT 1 FROM rm_admission.results x WHERE x.province_id = $1 AND x.year = $2 AND x.track = $3 AND x.level <> 'major'
		AND x.batch !~ '` + specialBatches + `'))`
}
