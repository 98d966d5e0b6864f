package twothread

import "sort"

func sortedNames[T any](m map[string]T) []string {
	var ns []string
	for n := range m {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}
