package command

import "zhiyuan/events"

// Replay decodes a stream and feeds each event to apply, in order.
func Replay(reg *events.Registry, envs []events.Envelope, apply func(events.Envelope, events.Event)) error {
	for _, env := range envs {
		ev, err := reg.Decode(env)
		if err != nil {
			return err
		}
		apply(env, ev)
	}
	return nil
}
