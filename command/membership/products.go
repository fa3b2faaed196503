package membership

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

var productCode = regexp.MustCompile(`^[A-Z][A-Z0-9_]{1,31}$`)

// Product limits: a price up to 100,000 yuan and a duration up to ten years.
const (
	maxPrice    = 10_000_000
	maxDays     = 3660
	maxNameLen  = 30
	maxDescLen  = 200
	productsCap = 50
)

var errNoProduct = apperr.NotFound("商品不存在或已下架")

// SaveProduct defines or replaces a product (an operator's command).
func (s *Service) SaveProduct(ctx context.Context, meta events.Metadata, p events.ProductSaved) (command.Result, error) {
	p.Name, p.Description = strings.TrimSpace(p.Name), strings.TrimSpace(p.Description)
	if p.Kind == events.ProductBySeason {
		p.Days = 0 // it lasts to the buyer's season's admission end
	}
	switch {
	case !slices.Contains(events.ProductKinds, p.Kind):
		return command.Result{}, apperr.Invalid("未知的商品类型：" + p.Kind)
	case !productCode.MatchString(p.Code):
		return command.Result{}, apperr.Invalid("商品代码须为大写字母开头的 2–32 位大写字母、数字或下划线")
	case p.Name == "" || utf8.RuneCountInString(p.Name) > maxNameLen:
		return command.Result{}, apperr.Invalid("商品名称须为 1–30 个字")
	case utf8.RuneCountInString(p.Description) > maxDescLen:
		return command.Result{}, apperr.Invalid("商品说明不能超过 200 个字")
	case p.Price < 1 || p.Price > maxPrice:
		return command.Result{}, apperr.Invalid("价格须在 1 分到 10 万元之间（单位：分）")
	case p.Kind == events.ProductByDays && (p.Days < 1 || p.Days > maxDays):
		return command.Result{}, apperr.Invalid("有效天数须在 1 到 3660 之间")
	case len(p.Rights) == 0:
		return command.Result{}, apperr.Invalid("商品至少要包含一项权益")
	}
	for _, r := range p.Rights {
		if !slices.Contains(events.RightsCodes, r) {
			return command.Result{}, apperr.Invalid("未知的权益代码：" + r)
		}
	}
	list, version, err := s.products(ctx)
	if err != nil {
		return command.Result{}, err
	}
	if _, exists := list[p.Code]; !exists && len(list) >= productsCap {
		return command.Result{}, apperr.TooMany("商品数量已达上限")
	}
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.ProductsStream, ExpectedVersion: version,
		Events: []events.Event{p}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, events.ProductsStream), err
}

// Product is a product as last saved, or the not-found error.
func (s *Service) Product(ctx context.Context, code string) (events.ProductSaved, error) {
	list, _, err := s.products(ctx)
	if err != nil {
		return events.ProductSaved{}, err
	}
	p, ok := list[code]
	if !ok {
		return p, errNoProduct
	}
	return p, nil
}

// Products lists every product (on sale or not) as last saved.
func (s *Service) Products(ctx context.Context) ([]events.ProductSaved, error) {
	list, _, err := s.products(ctx)
	out := make([]events.ProductSaved, 0, len(list))
	for _, p := range list {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b events.ProductSaved) int {
		if a.Sort != b.Sort {
			return a.Sort - b.Sort
		}
		return strings.Compare(a.Code, b.Code)
	})
	return out, err
}

func (s *Service) products(ctx context.Context) (map[string]events.ProductSaved, int, error) {
	envs, err := s.store.Load(ctx, events.ProductsStream)
	if err != nil {
		return nil, 0, err
	}
	list, version := map[string]events.ProductSaved{}, 0
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		version = env.Version
		if p, ok := ev.(events.ProductSaved); ok {
			list[p.Code] = p
		}
	})
	return list, version, err
}

// DefaultProducts are the products an installation offers until an operator changes them.
var DefaultProducts = []events.ProductSaved{
	{Code: "VIP_FILLING_SEASON", Name: "志愿季会员（至录取结束）", Price: 9900, Kind: events.ProductBySeason, Sort: 0, OnSale: true,
		Description: "到你高考当年的录取结束为止：出分、填报、征集志愿到录取查询，整个志愿季都在。", Rights: events.RightsCodes},
	{Code: "VIP_SEASON", Name: "志愿填报会员（季度）", Price: 4900, Days: 92, Sort: 1, OnSale: true,
		Description: "覆盖一个填报季：出分、填报到录取查询。", Rights: events.RightsCodes},
	{Code: "VIP_YEAR", Name: "志愿填报会员（年度）", Price: 9900, Days: 366, Sort: 2, OnSale: true,
		Description: "一整年：高二选科规划到高考填报。", Rights: events.RightsCodes},
}

// SeedDefaults saves each default product whose code was never saved: a fresh installation
// gets them all, an older one the defaults added since (what an operator saved stands).
func (s *Service) SeedDefaults(ctx context.Context, meta events.Metadata) error {
	list, _, err := s.products(ctx)
	if err != nil {
		return err
	}
	for _, p := range DefaultProducts {
		if _, saved := list[p.Code]; saved {
			continue
		}
		_, err := s.SaveProduct(ctx, meta, p)
		if e, ok := apperr.As(err); ok && e.Code == apperr.CodeConflict {
			return nil // another process seeded them at the same moment
		}
		if err != nil {
			return err
		}
	}
	return nil
}
