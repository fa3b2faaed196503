package platform

import (
	"zhiyuan/infra/search/bleve"
	"zhiyuan/query/search/port"
)

func openBleve(dir string) (port.Index, error) { return bleve.Open(dir) }
