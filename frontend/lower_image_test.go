package frontend

import (
	"testing"
)

// TestImageLowering: images are arrays of one-byte texels indexed by a
// function of the coordinates, reads log a read and return arbitrary lanes,
// samplers are opaque i32 values.
func TestImageLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "write_imagef at int2 coordinates",
			src:  `__kernel void k(__write_only image2d_t d) { write_imagef(d, (int2)(get_global_id(0), 3), (float4)(1.0f)); }`,
			want: []string{"kernel k(global i8 *d)", "store d[(0:i32 + t2) + (3:i32 << 16:i32)] = t0.texel"},
		},
		{
			name: "3-D coordinates",
			src:  `__kernel void k(__write_only image3d_t d) { write_imageui(d, (int4)(1, 2, 3, 0), (uint4)(0)); }`,
			want: []string{"store d[((0:i32 + 1:i32) + (2:i32 << 11:i32)) + (3:i32 << 22:i32)] = t0.texel"},
		},
		{
			name: "read_imagei without sampler reads its texel",
			src:  `__kernel void k(__read_only image2d_t s, __global int *o) { o[0] = read_imagei(s, (int2)(1, 2)).y; }`,
			want: []string{"load s[(0:i32 + 1:i32) + (2:i32 << 16:i32)]", "havoc t3.y:i32"},
		},
		{
			name: "read_imagef with a sampler and float coordinates reads any texel",
			src: "const sampler_t smp = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;\n" +
				`__kernel void k(__read_only image2d_t s, __global float *o) { o[0] = read_imagef(s, smp, (float2)(0.5f)).x; }`,
			want: []string{"havoc t4.texel:i32", "load s[0:i32 + t4.texel]", "havoc t4.x:f32"},
		},
		{
			name: "sampler parameter is a uniform i32",
			src:  `__kernel void k(__read_only image2d_t s, sampler_t smp, __global float *o) { o[0] = read_imagef(s, smp, (int2)(0)).x; }`,
			want: []string{"kernel k(global i8 *s, i32 smp, global f32 *o)"},
		},
		{
			name: "image and sampler passed to a helper",
			src: "const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;\n" +
				"float4 get(read_only image2d_t s, sampler_t sm, int x) { return read_imagef(s, sm, (int2)(x, 0)); }\n" +
				`__kernel void k(__read_only image2d_t src, __global float *o) { o[0] = get(src, smp, 1).x + get_image_width(src); }`,
			noInline: true,
			want:     []string{"func get(global i8 *s, i32 sm, i32 x, private f32 *get.result)", "call get(&src[0:i32], 20:i32, 1:i32, &get.result[0:i32])"},
		},
		{
			name: "a helper's image sizes are arbitrary per call",
			src: "int w(read_only image2d_t s) { return get_image_width(s); }\n" +
				`__kernel void k(__read_only image2d_t a, __global int *o) { o[0] = w(a); }`,
			noInline: true,
			want:     []string{"havoc s.width:i32", "assume(s.width >s 0:i32)"},
		},
		{
			name: "sizes are uniform and positive",
			src:  `__kernel void k(__read_only image2d_t s, __global int *o) { o[0] = get_image_width(s) + get_image_dim(s).y + get_image_channel_data_type(s); }`,
			want: []string{"s.width:i32 = @get_image_width.s():i32", "assume(s.width >s 0:i32)", "assume(s.height >s 0:i32)", "@get_image_channel_data_type.s():i32"},
		},
	}
	checkLowering(t, tests)
}

// TestImageUnsupported: image types and built-ins outside the model stop
// with exit 4 and the source position.
func TestImageUnsupported(t *testing.T) {
	tests := []unsupportedCase{
		{
			name: "image arrays",
			src:  "__kernel void k(__read_only image2d_array_t a) {}",
			want: "unsupported parameter a of type",
		},
		{
			name: "image buffers",
			src:  "__kernel void k(__write_only image1d_buffer_t a) {}",
			want: "unsupported parameter a of type",
		},
	}
	checkUnsupported(t, tests)
}
