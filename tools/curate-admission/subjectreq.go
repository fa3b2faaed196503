package main

import "zhiyuan/data/admission"

// normaliseRequirement is the product's reading of a 选科要求 (admission.NormaliseRequirement):
// the operators' season import reads requirements with the same rule as the curation.
func normaliseRequirement(raw, track string) (string, bool) {
	return admission.NormaliseRequirement(raw, track)
}
