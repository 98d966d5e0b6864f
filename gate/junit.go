package gate

import (
	"encoding/xml"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// JUnit XML for CI test reports: one test suite, one test case per run
// (class name: the kernel's folder with dots, name: the file, or the file
// and its launch line); an unmet expectation is a <failure> with the
// problem as message and bvgen's output as text, a known (baseline)
// failure is <skipped>.

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	ClassName string        `xml:"classname,attr"`
	Name      string        `xml:"name,attr"`
	File      string        `xml:"file,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitFailure `xml:"failure,omitempty"`
	Skipped   *junitSkipped `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

type junitSkipped struct {
	Message string `xml:"message,attr"`
}

// WriteJUnit writes the summary as JUnit XML.
func WriteJUnit(w io.Writer, s *Summary) error {
	passed, failed, known := s.Counts()
	suite := junitSuite{Name: "bvgen ci", Tests: passed + failed + known, Failures: failed, Skipped: known, Time: secs(s.Elapsed.Seconds())}
	if s.Shards > 0 {
		suite.Name = fmt.Sprintf("bvgen ci (shard %d/%d)", s.Shard, s.Shards)
	}
	for i := range s.Results {
		r := &s.Results[i]
		dir, file := filepath.Split(filepath.ToSlash(filepath.Clean(r.File)))
		c := junitCase{ClassName: strings.ReplaceAll(strings.Trim(dir, "/"), "/", "."), Name: file, File: r.File,
			Time: secs(r.Elapsed.Seconds())}
		if r.Launch > 0 || r.From != "" {
			c.Name = strings.TrimPrefix(r.Name(), filepath.Dir(r.File)+"/")
		}
		switch {
		case r.Known:
			c.Skipped = &junitSkipped{Message: "known failure (baseline): " + r.Problem}
		case !r.Met:
			c.Failure = &junitFailure{Message: r.Problem, Type: codeName(r.Code), Text: r.Output}
		default:
			c.SystemOut = r.Output
		}
		suite.Cases = append(suite.Cases, c)
	}
	doc := junitSuites{Name: "bvgen", Tests: suite.Tests, Failures: suite.Failures, Skipped: suite.Skipped, Time: suite.Time, Suites: []junitSuite{suite}}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func secs(s float64) string { return fmt.Sprintf("%.3f", s) }
