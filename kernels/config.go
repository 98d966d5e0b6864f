package kernels

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The repository configuration, .bvgen.yaml at a repository's root: what
// bvgen ci checks there when a kernel file says nothing itself. Kernel
// rules map path globs to launches and an expectation (a file's own test
// header, then its launch pragmas, win over the configuration); excluded
// paths are not checked; launch files (bvgen record) are gated with the
// kernels. Globs and paths are relative to the file's folder; `*` matches
// within a path segment, `**/` any number of segments.
//
//	kernels:
//	  - files: "src/kernels/**/*.cl"
//	    launch: "--local_size=64 --num_groups=16 -D N=1024"
//	  - files: ["legacy/scan.cl"]
//	    launches: ["--local_size=256 --num_groups=1", "--local_size=64 --num_groups=4"]
//	    expect: xfail:NOT_ALL_VERIFIED
//	exclude: ["third_party/**"]
//	launch_files: ["recordings/launches.json"]

// ConfigName is the configuration's file name.
const ConfigName = ".bvgen.yaml"

// Config is a repository configuration.
type Config struct {
	Path        string
	Dir         string // the folder globs are relative to
	Rules       []ConfigRule
	Exclude     []*regexp.Regexp
	LaunchFiles []string // resolved against Dir
}

// ConfigRule maps the files matching its globs to launches.
type ConfigRule struct {
	Line     int // of the rule in the configuration
	files    []*regexp.Regexp
	Launches []ConfigLaunch
	Expect   *Expectation
}

// ConfigLaunch is one launch of a rule, with its position in the
// configuration (launches may share a line).
type ConfigLaunch struct {
	Line, Col int
	Flags     []string
}

// FindConfig looks for ConfigName in dir and its parents; the path is
// relative to the working directory when it is below it.
func FindConfig(dir string) (string, bool) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	for {
		p := filepath.Join(dir, ConfigName)
		if _, err := os.Stat(p); err == nil {
			if cwd, err := os.Getwd(); err == nil {
				if rel, err := filepath.Rel(cwd, p); err == nil && !strings.HasPrefix(rel, "..") {
					return rel, true
				}
			}
			return p, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// ReadConfig reads and checks a configuration; errors are positioned
// FILE:LINE:COL. exitNames are the names //xfail: may use.
func ReadConfig(path string, exitNames map[string]int) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %s", path, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	c := &Config{Path: path, Dir: filepath.Dir(path)}
	if len(doc.Content) == 0 {
		return c, nil
	}
	r := configReader{path: path}
	top, err := r.mapping(doc.Content[0], "kernels", "exclude", "launch_files")
	if err != nil {
		return nil, err
	}
	if n := top["kernels"]; n != nil {
		if n.Kind != yaml.SequenceNode {
			return nil, r.errAt(n, "kernels: want a list of rules")
		}
		for _, rn := range n.Content {
			rule, err := r.rule(rn, exitNames)
			if err != nil {
				return nil, err
			}
			for i := range rule.Launches {
				rule.Launches[i].Flags = relativeTo(c.Dir, rule.Launches[i].Flags)
			}
			c.Rules = append(c.Rules, rule)
		}
	}
	if c.Exclude, err = r.globs(top["exclude"], "exclude"); err != nil {
		return nil, err
	}
	files, err := r.strings(top["launch_files"], "launch_files")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		c.LaunchFiles = append(c.LaunchFiles, filepath.Join(c.Dir, f))
	}
	return c, nil
}

// Excluded reports whether the configuration excludes file.
func (c *Config) Excluded(file string) bool {
	rel, ok := c.rel(file)
	if !ok {
		return false
	}
	for _, re := range c.Exclude {
		if re.MatchString(rel) {
			return true
		}
	}
	return false
}

// Rule is the first rule whose globs match file (nil if none).
func (c *Config) Rule(file string) *ConfigRule {
	rel, ok := c.rel(file)
	if !ok {
		return nil
	}
	for i := range c.Rules {
		for _, re := range c.Rules[i].files {
			if re.MatchString(rel) {
				return &c.Rules[i]
			}
		}
	}
	return nil
}

// rel is file relative to the configuration's folder, slash-separated.
func (c *Config) rel(file string) (string, bool) {
	abs, err1 := filepath.Abs(file)
	dir, err2 := filepath.Abs(c.Dir)
	if err1 != nil || err2 != nil {
		return "", false
	}
	rel, err := filepath.Rel(dir, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// globRE compiles a glob: * and ? within a segment, **/ across segments.
func globRE(g string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(g); i++ {
		switch c := g[i]; {
		case strings.HasPrefix(g[i:], "**/"):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(g[i:], "**"):
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	return regexp.Compile(b.String())
}
