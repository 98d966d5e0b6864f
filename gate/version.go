package gate

import (
	"os"
	"runtime/debug"
	"sync"
)

var (
	versionOnce sync.Once
	version     string
)

// Version is bvgen's version for reports and cache keys: the main module's
// version from the build information, and when that is "(devel)" (a build
// from a source tree) also the SHA-256 of the running executable, so that
// every rebuild is a new version.
func Version() string {
	versionOnce.Do(func() {
		version = "(unknown)"
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
			version = bi.Main.Version
		}
		if version != "(devel)" && version != "(unknown)" {
			return
		}
		if exe, err := os.Executable(); err == nil {
			if sum, err := fileHash(exe); err == nil {
				version += " sha256:" + sum[:16]
			}
		}
	})
	return version
}
