// Command zhiyuan-kafkadev is a development Kafka broker in its own process: franz-go's kfake,
// which speaks the real Kafka protocol (produce, fetch, consumer groups with heartbeats,
// session timeouts and rebalances, committed offsets) and keeps its log in memory, or in a
// directory with -data. No JVM broker can be installed on the development machines; this lets
// the distributed roles run as separate processes against a broker they reach over TCP, as in
// docker-compose.yml (deploy/processtest starts it so). It listens on loopback only.
//
//	zhiyuan-kafkadev -port 9092
//
// It prints "kafka-dev listening on 127.0.0.1:PORT" once it accepts connections and stops on
// SIGINT or SIGTERM.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/twmb/franz-go/pkg/kfake"
)

func main() {
	port := flag.Int("port", 9092, "loopback port to listen on (0 picks a free one)")
	data := flag.String("data", "", "directory to keep the log in across restarts (default: memory only)")
	flag.Parse()
	opts := []kfake.Opt{kfake.NumBrokers(1), kfake.Ports(*port)}
	if *data != "" {
		opts = append(opts, kfake.DataDir(*data))
	}
	cluster, err := kfake.NewCluster(opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zhiyuan-kafkadev:", err)
		os.Exit(1)
	}
	defer cluster.Close()
	fmt.Printf("kafka-dev listening on %s\n", cluster.ListenAddrs()[0])
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
}
