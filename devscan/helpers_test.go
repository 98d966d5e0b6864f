package devscan

import (
	"strings"

	"github.com/bvgen/bvgen/ir"
)

func indexOf(s, sub string) int { return strings.Index(s, sub) }

func posOf(file string) ir.Pos { return ir.Pos{File: file, Line: 1, Col: 1} }
