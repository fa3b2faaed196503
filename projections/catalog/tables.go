package catalog

// Tables of the catalogue read model (schema rm_catalog). Lists are text arrays;
// "import" is the id of the import that last wrote the row.
var tables = []string{
	`CREATE TABLE IF NOT EXISTS colleges (
		code TEXT PRIMARY KEY, moe_code TEXT NOT NULL, name TEXT NOT NULL, authority TEXT NOT NULL,
		province_id INTEGER NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL, level TEXT NOT NULL,
		remark TEXT NOT NULL, nature TEXT NOT NULL, edu_level INTEGER NOT NULL, category TEXT NOT NULL,
		tags TEXT[] NOT NULL, feature_tags TEXT[] NOT NULL, has_location BOOLEAN NOT NULL,
		lat DOUBLE PRECISION NOT NULL, lng DOUBLE PRECISION NOT NULL, former_names TEXT[] NOT NULL,
		abbreviations TEXT[] NOT NULL, major_count INTEGER NOT NULL DEFAULT 0,
		tag_rank INTEGER NOT NULL, import TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS colleges_order ON colleges (tag_rank, edu_level DESC, code)`,
	`CREATE TABLE IF NOT EXISTS majors (
		code TEXT PRIMARY KEY, base_code TEXT NOT NULL, name TEXT NOT NULL, category_code TEXT NOT NULL,
		category TEXT NOT NULL, class_code TEXT NOT NULL, class_name TEXT NOT NULL, class_synthetic BOOLEAN NOT NULL,
		special BOOLEAN NOT NULL, controlled BOOLEAN NOT NULL, degrees TEXT[] NOT NULL, note TEXT NOT NULL,
		years_min INTEGER NOT NULL, years_max INTEGER NOT NULL, description TEXT NOT NULL, employment TEXT[] NOT NULL,
		postgrad JSONB NOT NULL, graduate_scale TEXT NOT NULL, male_pct INTEGER, female_pct INTEGER,
		school_count INTEGER NOT NULL, interest_code TEXT NOT NULL, ordinal INTEGER NOT NULL,
		scale_rank INTEGER NOT NULL, import TEXT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS major_colleges (major_code TEXT NOT NULL, college_code TEXT NOT NULL,
		PRIMARY KEY (major_code, college_code))`,
	`CREATE INDEX IF NOT EXISTS major_colleges_college ON major_colleges (college_code)`,
	`CREATE TABLE IF NOT EXISTS major_professions (major_code TEXT NOT NULL, profession_code TEXT NOT NULL,
		PRIMARY KEY (major_code, profession_code))`,
	`CREATE INDEX IF NOT EXISTS major_professions_profession ON major_professions (profession_code)`,
	`CREATE TABLE IF NOT EXISTS industries (code TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL,
		import TEXT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS professions (
		code TEXT PRIMARY KEY, title_en TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
		industry_code TEXT NOT NULL, interests DOUBLE PRECISION[] NOT NULL, top3 TEXT NOT NULL,
		high_point TEXT NOT NULL, major_count INTEGER NOT NULL DEFAULT 0, import TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS professions_industry ON professions (industry_code)`,
	`CREATE TABLE IF NOT EXISTS datasets (dataset TEXT PRIMARY KEY, import TEXT NOT NULL, count INTEGER NOT NULL,
		edition TEXT NOT NULL, source TEXT NOT NULL, imported_at TIMESTAMPTZ NOT NULL)`,
}
