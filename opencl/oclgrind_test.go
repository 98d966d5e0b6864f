package opencl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const sampleLog = `
Read-write data race at local memory address 0x1000000000004
	Kernel: scan
	
	First entity:  Global(2,0,0) Local(2,0,0) Group(0,0,0)
	  %16 = load i32, i32 addrspace(3)* %arrayidx28, align 4, !dbg !91
	At line 26 (column 14) of k.cl:
	  #ifndef TYPE
	
	Second entity: Global(1,0,0) Local(1,0,0) Group(0,0,0)
	  store i32 %call34, i32 addrspace(3)* %arrayidx36, align 4, !dbg !102
	At line 28 (column 14) of k.cl:
	  #endif
	

Read-write data race at local memory address 0x1000000000008
	Kernel: scan
	
	First entity:  Global(3,0,0) Local(3,0,0) Group(0,0,0)
	At line 26 (column 14) of k.cl:
	
	Second entity: Global(2,0,0) Local(2,0,0) Group(0,0,0)
	At line 28 (column 14) of k.cl:
	

Work-group divergence detected (barrier)
	Kernel:     scan
	Work-group: (0,0,0)
	Only 1 out of 64 work-items executed barrier
	  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !50
	At line 7 (column 17) of k.cl:
	  #define BVGEN_INTERVAL_SHIFT 16
`

func TestParseOclgrindLog(t *testing.T) {
	fs := mergeFindings(nil, parseOclgrindLog(sampleLog))
	assert.Equal(t, []Finding{
		{What: "Read-write data race", Kernel: "scan", Count: 2, Sites: []Site{
			{Entity: "Global(2,0,0) Local(2,0,0) Group(0,0,0)", File: "k.cl", Line: 26, Col: 14},
			{Entity: "Global(1,0,0) Local(1,0,0) Group(0,0,0)", File: "k.cl", Line: 28, Col: 14}}},
		{What: "Work-group divergence detected (barrier)", Kernel: "scan", Count: 1, Sites: []Site{
			{File: "k.cl", Line: 7, Col: 17}}},
	}, fs)
	// A later launch adds to the counts.
	fs = mergeFindings(fs, parseOclgrindLog(sampleLog))
	assert.Equal(t, 4, fs[0].Count)
	assert.Len(t, fs, 2)
}
