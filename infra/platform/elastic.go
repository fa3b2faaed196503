package platform

import (
	"fmt"

	"zhiyuan/infra/search"
)

// openElastic is replaced once the Elasticsearch adapter is wired.
var openElastic = func(url string) (search.Index, error) {
	return nil, fmt.Errorf("elasticsearch adapter unavailable for %s", url)
}
