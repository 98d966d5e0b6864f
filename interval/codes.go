package interval

import "encoding/binary"

// putCodes writes codes as width-byte (4 or 8) integers in host byte order
// (device buffers are filled in host order; the CPU devices bvgen targets
// share it).
func putCodes(dst []byte, width int, codes func(i int) uint64) {
	for i := 0; i*width < len(dst); i++ {
		if width == 8 {
			binary.NativeEndian.PutUint64(dst[i*8:], codes(i))
		} else {
			binary.NativeEndian.PutUint32(dst[i*4:], uint32(codes(i)))
		}
	}
}

// getCode reads the i-th width-byte integer in host byte order.
func getCode(src []byte, width, i int) uint64 {
	if width == 8 {
		return binary.NativeEndian.Uint64(src[i*8:])
	}
	return uint64(binary.NativeEndian.Uint32(src[i*4:]))
}
