package csource

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestToken(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // the tokens from offset 0 on
	}{
		{"words and punctuation", "for (i = 0; i < n2; i++)", []string{"for", "(", "i", "=", "0", ";", "i", "<", "n2", ";", "i", "+", "+", ")"}},
		{"comments skipped", "a /* b */ c // d\ne", []string{"a", "c", "e"}},
		{"preprocessor lines skipped", "#pragma x \\\n  y\nwhile", []string{"while"}},
		{"hash inside a line is a token", "a # b", []string{"a", "#", "b"}},
		{"literals are one token", `f("a\"b", 'c')`, []string{"f", "(", `"a\"b"`, ",", "'c'", ")"}},
		{"unterminated comment", "a /* b", []string{"a"}},
		{"unterminated string", `a "b`, []string{"a", `"b`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for off := 0; ; {
				tok, end := Token(tt.src, off)
				if tok == "" {
					break
				}
				got = append(got, tok)
				off = end
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestStripComments(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a /* b\nc */ d", "a     \n     d"},
		{"x // y\nz", "x     \nz"},
		{`s = "/* no */"; // yes`, `s = "/* no */";       `},
		{"c = '\"'; /* q */", "c = '\"';        "},
		{"\"open\n/* c */", "\"open\n       "},
		{"a /* open", "a        "},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			assert.Equal(t, tt.want, StripComments(tt.src))
		})
	}
}
