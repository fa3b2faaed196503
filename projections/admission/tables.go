package admission

// Tables of the admission read model (schema rm_admission). "import" is the id of
// the import that last wrote the row.
var tables = []string{
	`CREATE TABLE IF NOT EXISTS sources (id TEXT PRIMARY KEY, kind TEXT NOT NULL, authority TEXT NOT NULL,
		title TEXT NOT NULL, url TEXT NOT NULL, quality TEXT NOT NULL, via TEXT NOT NULL, import TEXT NOT NULL)`,
	// caveat: what a reader should watch for ("" none); read models made before it gain it.
	`ALTER TABLE sources ADD COLUMN IF NOT EXISTS caveat TEXT NOT NULL DEFAULT ''`,
	// bands: [[high, low, count, cumulative], ...] by score, descending, as published.
	`CREATE TABLE IF NOT EXISTS rank_tables (province_id INTEGER NOT NULL, year INTEGER NOT NULL, track TEXT NOT NULL,
		source_id TEXT NOT NULL, bands JSONB NOT NULL, import TEXT NOT NULL, PRIMARY KEY (province_id, year, track))`,
	`CREATE TABLE IF NOT EXISTS batch_lines (ordinal INTEGER PRIMARY KEY, province_id INTEGER NOT NULL,
		year INTEGER NOT NULL, track TEXT NOT NULL, batch TEXT NOT NULL, line_kind TEXT NOT NULL,
		category TEXT NOT NULL, score INTEGER NOT NULL, source_id TEXT NOT NULL, import TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS batch_lines_province ON batch_lines (province_id, year)`,
	// NULL numbers: not published. min_rank is a printed minimum rank, band_rank a compiler's
	// mean rank of the score's band, converted_rank the product's conversion.
	`CREATE TABLE IF NOT EXISTS results (seq INTEGER NOT NULL, province_id INTEGER NOT NULL, year INTEGER NOT NULL,
		track TEXT NOT NULL, batch TEXT NOT NULL, level TEXT NOT NULL, school_code TEXT NOT NULL, school_name TEXT NOT NULL,
		college_code TEXT NOT NULL, group_code TEXT NOT NULL, major_code TEXT NOT NULL, major_name TEXT NOT NULL,
		requirement TEXT NOT NULL, plan_count INTEGER, min_score INTEGER, min_score_text TEXT NOT NULL, min_rank INTEGER, band_rank INTEGER, converted_rank INTEGER,
		max_score INTEGER, avg_score TEXT NOT NULL, admitted INTEGER, note TEXT NOT NULL, source_id TEXT NOT NULL,
		import TEXT NOT NULL, PRIMARY KEY (import, seq))`,
	// Read models made before band_rank existed gain it; their rows are replaced by the next import.
	`ALTER TABLE results ADD COLUMN IF NOT EXISTS band_rank INTEGER`,
	// A school's history reads one level family (school and group, or major) of one province:
	// level in the key skips the other family's rows (a big school has hundreds of majors).
	`DROP INDEX IF EXISTS results_college`,
	`CREATE INDEX IF NOT EXISTS results_college_level ON results (college_code, province_id, level, year)`,
	`CREATE INDEX IF NOT EXISTS results_province ON results (province_id, year, track, level)`,
	`CREATE TABLE IF NOT EXISTS plans (seq INTEGER NOT NULL, province_id INTEGER NOT NULL, year INTEGER NOT NULL,
		track TEXT NOT NULL, batch TEXT NOT NULL, school_code TEXT NOT NULL, school_name TEXT NOT NULL,
		college_code TEXT NOT NULL, group_code TEXT NOT NULL, major_code TEXT NOT NULL, major_name TEXT NOT NULL,
		requirement TEXT NOT NULL, plan_count INTEGER, years INTEGER, tuition INTEGER, note TEXT NOT NULL,
		source_id TEXT NOT NULL, import TEXT NOT NULL, PRIMARY KEY (import, seq))`,
	// subject_rule: the requirement in canonical form; read models made before it gain it.
	`ALTER TABLE results ADD COLUMN IF NOT EXISTS subject_rule TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE plans ADD COLUMN IF NOT EXISTS subject_rule TEXT NOT NULL DEFAULT ''`,
	// plan_type: 普通, 国家专项, 高校专项, 地方专项, 中外合作, 预科, 定向, or '' when the source does not
	// say; read models made before it gain it (their rows read '' until the next import replaces them).
	`ALTER TABLE results ADD COLUMN IF NOT EXISTS plan_type TEXT NOT NULL DEFAULT ''`,
	`CREATE INDEX IF NOT EXISTS plans_college ON plans (college_code, province_id, year)`,
	`CREATE INDEX IF NOT EXISTS plans_province ON plans (province_id, year, track)`,
	`CREATE TABLE IF NOT EXISTS datasets (dataset TEXT PRIMARY KEY, import TEXT NOT NULL, count INTEGER NOT NULL,
		edition TEXT NOT NULL, source TEXT NOT NULL, imported_at TIMESTAMPTZ NOT NULL)`,
	// Operator imports (zhiyuan import): rows wait in import_rows until the import's record
	// arrives; imports lists each import (who, which file, its hash, the source); import_scopes
	// says which scopes an import holds, so a later shipped import leaves them alone.
	`CREATE TABLE IF NOT EXISTS import_rows (import TEXT NOT NULL, chunk INTEGER NOT NULL, kind TEXT NOT NULL,
		rows JSONB NOT NULL, PRIMARY KEY (import, chunk))`,
	`CREATE TABLE IF NOT EXISTS imports (import TEXT PRIMARY KEY, position BIGINT NOT NULL, kind TEXT NOT NULL,
		province_id INTEGER NOT NULL, year INTEGER NOT NULL, track TEXT NOT NULL, scopes JSONB NOT NULL, rows INTEGER NOT NULL,
		file TEXT NOT NULL, sha256 TEXT NOT NULL, source_id TEXT NOT NULL, by_operator TEXT NOT NULL, os_user TEXT NOT NULL,
		actor TEXT NOT NULL, replace BOOLEAN NOT NULL, replaced TEXT[] NOT NULL, unmatched TEXT[] NOT NULL,
		recorded_at TIMESTAMPTZ NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS import_scopes (import TEXT NOT NULL, kind TEXT NOT NULL, province_id INTEGER NOT NULL,
		year INTEGER NOT NULL, track TEXT NOT NULL, batch TEXT NOT NULL, level TEXT NOT NULL,
		PRIMARY KEY (kind, province_id, year, track, batch, level))`,
}
