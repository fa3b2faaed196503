package platform

import (
	"zhiyuan/infra/search"
	"zhiyuan/infra/search/bleve"
)

func openBleve(dir string) (search.Index, error) { return bleve.Open(dir) }
