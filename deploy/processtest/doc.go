// Package processtest runs the distributed mode of docker-compose.yml as operating-system
// processes on one machine, where no Docker engine runs: Postgres, a Kafka broker speaking the
// real protocol in its own process (cmd/zhiyuan-kafkadev), and the zhiyuan binary in its roles
// (two command-api, two query-api, two projector replicas, the relay and web) with the
// environment the compose file gives each service. Its test walks a family's journey through
// web, then kills a projector replica and the relay with SIGKILL under a write load and checks
// that every acknowledged write reaches the read models exactly once. See docs/OPERATIONS.md.
package processtest
