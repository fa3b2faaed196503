// Command zhiyuan is the whole portal in one binary. With no arguments (or
// "run") it is the embedded default; the other subcommands are the roles of
// the distributed mode and the operator's tools.
package main

import (
	"fmt"
	"log/slog"
	"os"
)

const usage = `用法: zhiyuan [子命令]

  run                      一体化运行（默认）：私有 Postgres、命令端、查询端、投影和网页，一个端口
  command-api              分布式：只提供命令端接口
  query-api                分布式：只提供查询端接口
  projector                分布式：运行全部投影（从 Kafka 或 Postgres outbox 读取事件）
  relay                    分布式：把 outbox 中的事件转发到 Kafka
  web                      分布式：提供网页并把 /api 按路由表转发到命令端或查询端
  migrate                  只执行数据库迁移
  projections status       查看每个投影的位置和延迟
  projections rebuild NAME 从事件日志重建一个投影并切换（服务不停）
  config show              查看站点配置
  config set KEY VALUE     设置一个站点参数
  config section NAME FILE 用 JSON 文件替换一个配置段
  backtest [-out FILE] [-province ID]
                           回测录取概率：用此前各年预测每个已发生的年份，写入 docs/BACKTEST.md
  audit table ID [-from T] [-to T]
                           志愿表审计：谁在这段时间改了这张志愿表（北京时间，如 2026-06-28T21:00）
  audit user ID [-from T] [-to T]
                           志愿表审计：这个用户改过的每张志愿表和每次改动
  analytics stats BANK [-province ID] [-year Y] [-sex S] [-csv]
                           测评分布（每格至少 10 人，小格合并）；BANK: holland, bigfive, type16, subjects, path, allround
  analytics psychometrics BANK [-csv]
                           测评信度：每个量表的 Cronbach α 与题总相关（低于 0.2 标“弱”）
  products list | products save -code C -name N -price FEN (-days D | -kind season) -rights R1,R2 [-desc T] [-sort N] [-off]
                           会员商品：价格以分计，权益见 docs/API-MEMBERSHIP.md
  cards issue -product C -count N -expires 2027-09-01 -out F.csv [-note T]
                           生成一批激活卡，卡密只写入这一份文件（库里只存带密钥的哈希）
  cards list | cards export BATCH | cards void BATCH -reason T
  orders list [-state S] | orders mismatches | orders refund ORDERNO -reason T
                           订单；退款由后台按同一退款单号发给微信支付，到账后收回该单的权益
  members give USERID PRODUCT -reason T
                           客服赠送会员（补偿、学校授权），原因记入日志
  admin grant PHONE ROLE | admin revoke PHONE ROLE | admin list
                           运营后台（/#/admin）的角色：editor 编辑、reviewer 审核、admin 管理员
  import rank-table|batch-lines|results|plans --province P --year Y [--track T] --authority A --source-title T --source-url U [--by NAME] [--replace] [--check] FILE.csv
                           导入一省一年的官方数据文件（一分一段表、批次线、投档/录取结果、招生计划），格式见 docs/IMPORT-FORMATS.md
  import list              列出每次导入：谁、何时、哪个文件（SHA-256）、来源
`

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	args := os.Args[1:]
	if len(args) == 0 {
		args = []string{"run"}
	}
	var err error
	switch args[0] {
	case "run":
		err = runEmbedded(log)
	case "command-api", "query-api", "projector", "relay", "web":
		err = runRole(log, args[0])
	case "migrate":
		err = runMigrate(log)
	case "projections":
		err = runProjections(log, args[1:])
	case "config":
		err = runConfig(log, args[1:])
	case "backtest":
		err = runBacktest(args[1:])
	case "audit":
		err = runAudit(log, args[1:])
	case "analytics":
		err = runAnalytics(log, args[1:])
	case "products", "cards", "orders", "members":
		err = runMembership(log, args[0], args[1:])
	case "admin":
		err = runOperators(log, args[1:])
	case "import":
		err = runImport(log, args[1:])
	case "help", "-h", "--help":
		fmt.Print(usage)
		return
	default:
		fmt.Fprintf(os.Stderr, "未知子命令 %q\n\n%s", args[0], usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zhiyuan:", err)
		os.Exit(1)
	}
}
