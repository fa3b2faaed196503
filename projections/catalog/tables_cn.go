package catalog

// Tables of the Chinese occupations, the 2023 guide and the vocational majors (schema
// rm_catalog). Names of classes are copied onto each occupation so that lists need no join.
var tablesCN = []string{
	`CREATE TABLE IF NOT EXISTS occupation_classes (code TEXT PRIMARY KEY, level TEXT NOT NULL, gbm_code TEXT NOT NULL,
		name TEXT NOT NULL, origin TEXT NOT NULL, import TEXT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS occupations (
		id TEXT PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, green BOOLEAN NOT NULL, digital BOOLEAN NOT NULL,
		major_class TEXT NOT NULL, major_class_name TEXT NOT NULL, mid_class TEXT NOT NULL, mid_class_name TEXT NOT NULL,
		small_class TEXT NOT NULL, small_class_name TEXT NOT NULL, origin TEXT NOT NULL, release TEXT NOT NULL,
		release_code TEXT NOT NULL, ordinal INTEGER NOT NULL, major_count INTEGER NOT NULL DEFAULT 0,
		import TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS occupations_order ON occupations (ordinal)`,
	`CREATE TABLE IF NOT EXISTS occupation_guide (
		level TEXT NOT NULL, seq INTEGER NOT NULL, major_code TEXT NOT NULL, major_name TEXT NOT NULL,
		major_id TEXT NOT NULL, occupation_code TEXT NOT NULL, occupation_name TEXT NOT NULL,
		occupation_id TEXT NOT NULL, match TEXT NOT NULL, import TEXT NOT NULL, PRIMARY KEY (level, seq))`,
	`CREATE INDEX IF NOT EXISTS occupation_guide_major ON occupation_guide (major_id)`,
	`CREATE INDEX IF NOT EXISTS occupation_guide_occupation ON occupation_guide (occupation_id)`,
	`CREATE TABLE IF NOT EXISTS vocational_majors (
		code TEXT PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL, category_code TEXT NOT NULL,
		category TEXT NOT NULL, class_code TEXT NOT NULL, class_name TEXT NOT NULL, note TEXT NOT NULL,
		ordinal INTEGER NOT NULL, import TEXT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS vocational_missing (level TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL,
		reason TEXT NOT NULL, ordinal INTEGER NOT NULL, import TEXT NOT NULL, PRIMARY KEY (level, name))`,
}
