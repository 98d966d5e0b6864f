/* Helpers shared by the kernels of this folder that #include "common.h":
   inline vector functions as image-processing code keeps them. They are
   `static inline`: a plain C99 `inline` definition is not emitted by clang
   at -O0, so bvgen would see calls to functions without a body (exit 4). */
#ifndef REALWORLD_COMMON_H
#define REALWORLD_COMMON_H

static inline float luminance(float4 rgba) {
  return dot(rgba.xyz, (float3)(0.299f, 0.587f, 0.114f));
}

static inline float4 lerp4(float4 a, float4 b, float t) {
  return mad(b - a, (float4)(t), a);
}

static inline float4 unpack_rgba(uchar4 p) {
  return convert_float4(p) * (1.0f / 255.0f);
}

static inline uchar4 pack_rgba(float4 c) {
  return convert_uchar4_sat_rte(clamp(c, 0.0f, 1.0f) * 255.0f);
}

static inline int2 pixel_coord(void) {
  return (int2)(get_global_id(0), get_global_id(1));
}

static inline int pixel_index(int2 p) {
  return p.y * (int)get_global_size(0) + p.x;
}

#endif
