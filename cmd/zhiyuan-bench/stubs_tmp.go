package main

import "context"

func benchLag(ctx context.Context, o options) (*section, error)     { return &section{}, nil }
func benchRebuild(ctx context.Context, o options) (*section, error) { return &section{}, nil }
func benchRestart(ctx context.Context, o options) (*section, error) { return &section{}, nil }
