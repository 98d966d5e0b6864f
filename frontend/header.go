package frontend

import _ "embed"

// annotationHeader declares every annotation function of DESIGN.md §6.
//
//go:embed bvgen.h
var annotationHeader string

// AnnotationHeader returns the text of bvgen's annotation header.
func AnnotationHeader() string { return annotationHeader }
