package command

import "time"

// Beijing is China Standard Time, the zone of every day a limit counts (no daylight saving).
var Beijing = time.FixedZone("CST", 8*3600)
