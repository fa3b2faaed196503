package kafka

import (
	"fmt"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/segmentio/kafka-go"
)

// kafka-go logs printf-style; route its chatter to Trace and its error log
// to Error so both land in the one watermill logger.
func kafkaLogger(logger watermill.LoggerAdapter) kafka.Logger {
	return kafka.LoggerFunc(func(format string, args ...interface{}) {
		logger.Trace("kafka-go: "+fmt.Sprintf(format, args...), nil)
	})
}

func kafkaErrorLogger(logger watermill.LoggerAdapter) kafka.Logger {
	return kafka.LoggerFunc(func(format string, args ...interface{}) {
		logger.Error("kafka-go", fmt.Errorf(format, args...), nil)
	})
}
