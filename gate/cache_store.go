package gate

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// store keeps the cache's JSON values by namespace ("results", "deps")
// and key.
type store interface {
	get(ns, key string, v any) error
	put(ns, key string, v any) error
}

// dirStore is a directory: a file per value, NS/KEY.json, written
// atomically, so parallel runs sharing it never read half a value.
type dirStore string

func (d dirStore) get(ns, key string, v any) error {
	return readJSON(filepath.Join(string(d), ns, key+".json"), v)
}

func (d dirStore) put(ns, key string, v any) error {
	return writeJSON(filepath.Join(string(d), ns, key+".json"), v)
}

// fileStore is one JSON file, read when opened and rewritten (atomically)
// at every value stored, so an interrupted run keeps what it finished.
type fileStore struct {
	path string
	mu   sync.Mutex
	data cacheFile
}

// cacheFile is the file's content.
type cacheFile struct {
	Format string                                `json:"format"`
	Values map[string]map[string]json.RawMessage `json:"values"`
}

const cacheFileFormat = "bvgen verify cache 1"

func openFileStore(path string) (*fileStore, error) {
	s := &fileStore{path: path, data: cacheFile{Format: cacheFileFormat, Values: map[string]map[string]json.RawMessage{}}}
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return s, nil
	case err != nil:
		return nil, fmt.Errorf("--cache=%s: %v", path, err)
	}
	var f cacheFile
	if err := json.Unmarshal(b, &f); err != nil || f.Format != cacheFileFormat {
		return nil, fmt.Errorf("--cache=%s: not a bvgen verify cache (want a file bvgen wrote with --cache, or a new path)", path)
	}
	if f.Values != nil {
		s.data.Values = f.Values
	}
	return s, nil
}

func (s *fileStore) get(ns, key string, v any) error {
	s.mu.Lock()
	raw, ok := s.data.Values[ns][key]
	s.mu.Unlock()
	if !ok {
		return fs.ErrNotExist
	}
	return json.Unmarshal(raw, v)
}

func (s *fileStore) put(ns, key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.data.Values[ns] == nil {
		s.data.Values[ns] = map[string]json.RawMessage{}
	}
	s.data.Values[ns][key] = b
	return writeJSON(s.path, &s.data)
}
