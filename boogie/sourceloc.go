package boogie

// The {:sourceloc "file", line, col} attribute maps Boogie's errors back to
// kernel source: Loc, SourceLoc and LocAttr encode it, DecodeLoc and
// SourceLocOf decode it.

// Loc is a kernel source position as {:sourceloc} carries it.
type Loc struct {
	File      string
	Line, Col int
}

// Args returns the attribute arguments `"file", line, col`.
func (l Loc) Args() []AttrArg {
	return []AttrArg{Str(l.File), Int(int64(l.Line)), Int(int64(l.Col))}
}

// LocAttr returns the attribute `{:name "file", line, col}`.
func LocAttr(name string, l Loc) *Attr { return NewAttr(name, l.Args()...) }

// SourceLoc returns the attribute `{:sourceloc "file", line, col}` that
// bvgen uses to map Boogie errors back to kernel source.
func SourceLoc(file string, line, col int) *Attr {
	return LocAttr("sourceloc", Loc{File: file, Line: line, Col: col})
}

// DecodeLoc reads the arguments `"file", line, col` of a location
// attribute; missing or ill-typed arguments read as "" and 0.
func DecodeLoc(args []AttrArg) Loc {
	return Loc{File: StrArg(args, 0), Line: IntArg(args, 1), Col: IntArg(args, 2)}
}

// SourceLocOf decodes the {:sourceloc} among as (the zero Loc when there is
// none).
func SourceLocOf(as []*Attr) Loc { return DecodeLoc(AttrArgs(as, "sourceloc")) }

// AttrArgs returns the arguments of the first attribute of as named name,
// nil when there is none.
func AttrArgs(as []*Attr, name string) []AttrArg {
	for _, a := range as {
		if a.Name == name {
			return a.Args
		}
	}
	return nil
}

// HasAttr reports whether as has an attribute named name.
func HasAttr(as []*Attr, name string) bool {
	for _, a := range as {
		if a.Name == name {
			return true
		}
	}
	return false
}

// StrArg returns the i-th argument when it is a string, else "".
func StrArg(args []AttrArg, i int) string {
	if i < len(args) {
		if s, ok := args[i].(*StrLit); ok {
			return s.Val
		}
	}
	return ""
}

// IntArg returns the i-th argument when it is an integer, else 0.
func IntArg(args []AttrArg, i int) int {
	if i < len(args) {
		if n, ok := args[i].(*IntLit); ok {
			return int(n.Val)
		}
	}
	return 0
}

// UserRule is the {:rule} of a loop-invariant candidate the user wrote
// (#pragma bvgen candidate); the inference rules name theirs in the table
// of package invariants.
const UserRule = "user"
