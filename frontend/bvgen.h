/* bvgen annotation header (DESIGN.md §6). bvgen includes it in every kernel
   it compiles, like GPUVerify's opencl.h, so that clang type-checks every
   annotation. The functions have no definitions: bvgen gives them meaning. */
#ifndef BVGEN_ANNOTATIONS_H
#define BVGEN_ANNOTATIONS_H
#define __BVGEN_OVL __attribute__((overloadable))
#define __BVGEN_PURE __attribute__((const))

void __assert(bool);
void __global_assert(bool);
void __assume(bool);
void __invariant(bool);
void __global_invariant(bool);
void __candidate(bool);
void __requires(bool);
void __ensures(bool);
void __global_requires(bool);
void __global_ensures(bool);
void __axiom(bool);
void __function_wide_invariant(bool);

int __BVGEN_OVL __BVGEN_PURE __other_int(int);
uint __BVGEN_OVL __BVGEN_PURE __other_int(uint);
long __BVGEN_OVL __BVGEN_PURE __other_int(long);
ulong __BVGEN_OVL __BVGEN_PURE __other_int(ulong);
bool __BVGEN_PURE __other_bool(bool);
bool __BVGEN_OVL __BVGEN_PURE __uniform_int(int);
bool __BVGEN_OVL __BVGEN_PURE __uniform_int(uint);
bool __BVGEN_OVL __BVGEN_PURE __distinct_int(int);
bool __BVGEN_OVL __BVGEN_PURE __distinct_int(uint);
bool __BVGEN_PURE __implies(bool, bool);
bool __BVGEN_PURE __enabled(void);
bool __BVGEN_OVL __BVGEN_PURE __is_pow2(int);
bool __BVGEN_OVL __BVGEN_PURE __is_pow2(uint);

#define __BVGEN_ACCESS(NAME, RET) \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const __global void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const __local void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const __constant void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const __private void *);
__BVGEN_ACCESS(__read, bool)
__BVGEN_ACCESS(__write, bool)
__BVGEN_ACCESS(__no_read, bool)
__BVGEN_ACCESS(__no_write, bool)
__BVGEN_ACCESS(__read_offset_bytes, uint)
__BVGEN_ACCESS(__write_offset_bytes, uint)
#undef __BVGEN_ACCESS

/* GPUVerify's macros over these builtins, with GPUVerify's definitions
   (GPUVERIFY.md §3.2-3.4). */
#define __read_implies(p, e) __implies(__read(p), e)
#define __write_implies(p, e) __implies(__write(p), e)
#define __uniform_bool(e) ((e) == __other_bool(e))
#define __distinct_bool(e) ((e) != __other_bool(e))
#define __all(b) ((b) & __other_bool(b))
#define __exclusive(b) (!__all(b))
#define __same_group (__uniform_int((uint)get_group_id(0)) & __uniform_int((uint)get_group_id(1)) & __uniform_int((uint)get_group_id(2)))
#define __mod_pow2(x, y) (((y) - 1) & (x))

/* GPUVerify's predicate __add_noovfl(v0, ..., vk-1), k = 1..20: the
   unsigned sum of the arguments does not overflow. GPUVerify declares
   only the unsigned forms __add_noovfl_unsigned_T_k; the overloads pick
   the type as its header does. (int, int) stays for bvgen's older kernels,
   with the unsigned meaning: the arguments converted to uint.) */
#define __BVGEN_NOOVFL(T) \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T); \
  bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T);
__BVGEN_NOOVFL(uchar)
__BVGEN_NOOVFL(ushort)
__BVGEN_NOOVFL(uint)
__BVGEN_NOOVFL(ulong)
#undef __BVGEN_NOOVFL
bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(int, int);
#define __add_noovfl_unsigned_char_1(a0) __add_noovfl((uchar)(a0))
#define __add_noovfl_unsigned_char_2(a0,a1) __add_noovfl((uchar)(a0), (uchar)(a1))
#define __add_noovfl_unsigned_char_3(a0,a1,a2) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2))
#define __add_noovfl_unsigned_char_4(a0,a1,a2,a3) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3))
#define __add_noovfl_unsigned_char_5(a0,a1,a2,a3,a4) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4))
#define __add_noovfl_unsigned_char_6(a0,a1,a2,a3,a4,a5) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5))
#define __add_noovfl_unsigned_char_7(a0,a1,a2,a3,a4,a5,a6) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6))
#define __add_noovfl_unsigned_char_8(a0,a1,a2,a3,a4,a5,a6,a7) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7))
#define __add_noovfl_unsigned_char_9(a0,a1,a2,a3,a4,a5,a6,a7,a8) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8))
#define __add_noovfl_unsigned_char_10(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9))
#define __add_noovfl_unsigned_char_11(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10))
#define __add_noovfl_unsigned_char_12(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11))
#define __add_noovfl_unsigned_char_13(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12))
#define __add_noovfl_unsigned_char_14(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13))
#define __add_noovfl_unsigned_char_15(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14))
#define __add_noovfl_unsigned_char_16(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14), (uchar)(a15))
#define __add_noovfl_unsigned_char_17(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14), (uchar)(a15), (uchar)(a16))
#define __add_noovfl_unsigned_char_18(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14), (uchar)(a15), (uchar)(a16), (uchar)(a17))
#define __add_noovfl_unsigned_char_19(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14), (uchar)(a15), (uchar)(a16), (uchar)(a17), (uchar)(a18))
#define __add_noovfl_unsigned_char_20(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18,a19) __add_noovfl((uchar)(a0), (uchar)(a1), (uchar)(a2), (uchar)(a3), (uchar)(a4), (uchar)(a5), (uchar)(a6), (uchar)(a7), (uchar)(a8), (uchar)(a9), (uchar)(a10), (uchar)(a11), (uchar)(a12), (uchar)(a13), (uchar)(a14), (uchar)(a15), (uchar)(a16), (uchar)(a17), (uchar)(a18), (uchar)(a19))
#define __add_noovfl_unsigned_short_1(a0) __add_noovfl((ushort)(a0))
#define __add_noovfl_unsigned_short_2(a0,a1) __add_noovfl((ushort)(a0), (ushort)(a1))
#define __add_noovfl_unsigned_short_3(a0,a1,a2) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2))
#define __add_noovfl_unsigned_short_4(a0,a1,a2,a3) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3))
#define __add_noovfl_unsigned_short_5(a0,a1,a2,a3,a4) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4))
#define __add_noovfl_unsigned_short_6(a0,a1,a2,a3,a4,a5) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5))
#define __add_noovfl_unsigned_short_7(a0,a1,a2,a3,a4,a5,a6) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6))
#define __add_noovfl_unsigned_short_8(a0,a1,a2,a3,a4,a5,a6,a7) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7))
#define __add_noovfl_unsigned_short_9(a0,a1,a2,a3,a4,a5,a6,a7,a8) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8))
#define __add_noovfl_unsigned_short_10(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9))
#define __add_noovfl_unsigned_short_11(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10))
#define __add_noovfl_unsigned_short_12(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11))
#define __add_noovfl_unsigned_short_13(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12))
#define __add_noovfl_unsigned_short_14(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13))
#define __add_noovfl_unsigned_short_15(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14))
#define __add_noovfl_unsigned_short_16(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14), (ushort)(a15))
#define __add_noovfl_unsigned_short_17(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14), (ushort)(a15), (ushort)(a16))
#define __add_noovfl_unsigned_short_18(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14), (ushort)(a15), (ushort)(a16), (ushort)(a17))
#define __add_noovfl_unsigned_short_19(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14), (ushort)(a15), (ushort)(a16), (ushort)(a17), (ushort)(a18))
#define __add_noovfl_unsigned_short_20(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18,a19) __add_noovfl((ushort)(a0), (ushort)(a1), (ushort)(a2), (ushort)(a3), (ushort)(a4), (ushort)(a5), (ushort)(a6), (ushort)(a7), (ushort)(a8), (ushort)(a9), (ushort)(a10), (ushort)(a11), (ushort)(a12), (ushort)(a13), (ushort)(a14), (ushort)(a15), (ushort)(a16), (ushort)(a17), (ushort)(a18), (ushort)(a19))
#define __add_noovfl_unsigned_int_1(a0) __add_noovfl((uint)(a0))
#define __add_noovfl_unsigned_int_2(a0,a1) __add_noovfl((uint)(a0), (uint)(a1))
#define __add_noovfl_unsigned_int_3(a0,a1,a2) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2))
#define __add_noovfl_unsigned_int_4(a0,a1,a2,a3) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3))
#define __add_noovfl_unsigned_int_5(a0,a1,a2,a3,a4) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4))
#define __add_noovfl_unsigned_int_6(a0,a1,a2,a3,a4,a5) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5))
#define __add_noovfl_unsigned_int_7(a0,a1,a2,a3,a4,a5,a6) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6))
#define __add_noovfl_unsigned_int_8(a0,a1,a2,a3,a4,a5,a6,a7) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7))
#define __add_noovfl_unsigned_int_9(a0,a1,a2,a3,a4,a5,a6,a7,a8) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8))
#define __add_noovfl_unsigned_int_10(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9))
#define __add_noovfl_unsigned_int_11(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10))
#define __add_noovfl_unsigned_int_12(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11))
#define __add_noovfl_unsigned_int_13(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12))
#define __add_noovfl_unsigned_int_14(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13))
#define __add_noovfl_unsigned_int_15(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14))
#define __add_noovfl_unsigned_int_16(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14), (uint)(a15))
#define __add_noovfl_unsigned_int_17(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14), (uint)(a15), (uint)(a16))
#define __add_noovfl_unsigned_int_18(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14), (uint)(a15), (uint)(a16), (uint)(a17))
#define __add_noovfl_unsigned_int_19(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14), (uint)(a15), (uint)(a16), (uint)(a17), (uint)(a18))
#define __add_noovfl_unsigned_int_20(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18,a19) __add_noovfl((uint)(a0), (uint)(a1), (uint)(a2), (uint)(a3), (uint)(a4), (uint)(a5), (uint)(a6), (uint)(a7), (uint)(a8), (uint)(a9), (uint)(a10), (uint)(a11), (uint)(a12), (uint)(a13), (uint)(a14), (uint)(a15), (uint)(a16), (uint)(a17), (uint)(a18), (uint)(a19))
#define __add_noovfl_unsigned_long_1(a0) __add_noovfl((ulong)(a0))
#define __add_noovfl_unsigned_long_2(a0,a1) __add_noovfl((ulong)(a0), (ulong)(a1))
#define __add_noovfl_unsigned_long_3(a0,a1,a2) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2))
#define __add_noovfl_unsigned_long_4(a0,a1,a2,a3) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3))
#define __add_noovfl_unsigned_long_5(a0,a1,a2,a3,a4) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4))
#define __add_noovfl_unsigned_long_6(a0,a1,a2,a3,a4,a5) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5))
#define __add_noovfl_unsigned_long_7(a0,a1,a2,a3,a4,a5,a6) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6))
#define __add_noovfl_unsigned_long_8(a0,a1,a2,a3,a4,a5,a6,a7) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7))
#define __add_noovfl_unsigned_long_9(a0,a1,a2,a3,a4,a5,a6,a7,a8) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8))
#define __add_noovfl_unsigned_long_10(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9))
#define __add_noovfl_unsigned_long_11(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10))
#define __add_noovfl_unsigned_long_12(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11))
#define __add_noovfl_unsigned_long_13(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12))
#define __add_noovfl_unsigned_long_14(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13))
#define __add_noovfl_unsigned_long_15(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14))
#define __add_noovfl_unsigned_long_16(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14), (ulong)(a15))
#define __add_noovfl_unsigned_long_17(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14), (ulong)(a15), (ulong)(a16))
#define __add_noovfl_unsigned_long_18(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14), (ulong)(a15), (ulong)(a16), (ulong)(a17))
#define __add_noovfl_unsigned_long_19(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14), (ulong)(a15), (ulong)(a16), (ulong)(a17), (ulong)(a18))
#define __add_noovfl_unsigned_long_20(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,a16,a17,a18,a19) __add_noovfl((ulong)(a0), (ulong)(a1), (ulong)(a2), (ulong)(a3), (ulong)(a4), (ulong)(a5), (ulong)(a6), (ulong)(a7), (ulong)(a8), (ulong)(a9), (ulong)(a10), (ulong)(a11), (ulong)(a12), (ulong)(a13), (ulong)(a14), (ulong)(a15), (ulong)(a16), (ulong)(a17), (ulong)(a18), (ulong)(a19))

/* Barrier invariants of every arity GPUVerify has (0..20 instantiations,
   or pairs). */
void __barrier_invariant_0(bool);
void __barrier_invariant_1(bool, int);
void __barrier_invariant_2(bool, int, int);
void __barrier_invariant_3(bool, int, int, int);
void __barrier_invariant_4(bool, int, int, int, int);
void __barrier_invariant_5(bool, int, int, int, int, int);
void __barrier_invariant_6(bool, int, int, int, int, int, int);
void __barrier_invariant_7(bool, int, int, int, int, int, int, int);
void __barrier_invariant_8(bool, int, int, int, int, int, int, int, int);
void __barrier_invariant_9(bool, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_10(bool, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_11(bool, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_12(bool, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_13(bool, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_14(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_15(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_16(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_17(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_18(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_19(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_20(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_0(bool);
void __barrier_invariant_binary_1(bool, int, int);
void __barrier_invariant_binary_2(bool, int, int, int, int);
void __barrier_invariant_binary_3(bool, int, int, int, int, int, int);
void __barrier_invariant_binary_4(bool, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_5(bool, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_6(bool, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_7(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_8(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_9(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_10(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_11(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_12(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_13(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_14(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_15(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_16(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_17(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_18(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_19(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_20(bool, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);


/* GPUVerify's statement annotations that bvgen.h did not have yet
   (GPUVERIFY.md §3.1, §3.4). */
void __candidate_invariant(bool);
void __candidate_global_invariant(bool);
void __function_wide_candidate_invariant(bool);

#define __BVGEN_PTR(NAME, RET) \
  RET __BVGEN_OVL NAME(const volatile __global void *); \
  RET __BVGEN_OVL NAME(const volatile __local void *); \
  RET __BVGEN_OVL NAME(const volatile __constant void *); \
  RET __BVGEN_OVL NAME(const volatile __private void *);
__BVGEN_PTR(__reads_from, void)
__BVGEN_PTR(__writes_to, void)
__BVGEN_PTR(__requires_fresh_array, void)
#undef __BVGEN_PTR
void __BVGEN_OVL __array_snapshot(__global void *, const __global void *);
void __BVGEN_OVL __array_snapshot(__local void *, const __local void *);

/* Pointers: the array a pointer points into and its byte offset there. */
#define __BVGEN_PTR(NAME, RET) \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const volatile __global void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const volatile __local void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const volatile __constant void *); \
  RET __BVGEN_OVL __BVGEN_PURE NAME(const volatile __private void *);
__BVGEN_PTR(__ptr_base, int)
__BVGEN_PTR(__ptr_offset_bytes, size_t)
__BVGEN_PTR(__other_ptr_base, int)
#undef __BVGEN_PTR
int __BVGEN_OVL __BVGEN_PURE __other_ptr_base(int);
#define __uniform_ptr_base(X) ((X) == __other_ptr_base(X))
#define __distinct_ptr_base(X) ((X) != __other_ptr_base(X))

/* __ite(b, x, y): b ? x : y, overloaded as in GPUVerify, and its typed
   names. */
#define __BVGEN_ITE(T) \
  T __BVGEN_OVL __BVGEN_PURE __ite(bool, T, T);
__BVGEN_ITE(char)
__BVGEN_ITE(uchar)
__BVGEN_ITE(short)
__BVGEN_ITE(ushort)
__BVGEN_ITE(int)
__BVGEN_ITE(uint)
__BVGEN_ITE(long)
__BVGEN_ITE(ulong)
#undef __BVGEN_ITE
#define __ite_char(b, x, y) __ite((bool)(b), (char)(x), (char)(y))
#define __ite_unsigned_char(b, x, y) __ite((bool)(b), (uchar)(x), (uchar)(y))
#define __ite_short(b, x, y) __ite((bool)(b), (short)(x), (short)(y))
#define __ite_unsigned_short(b, x, y) __ite((bool)(b), (ushort)(x), (ushort)(y))
#define __ite_int(b, x, y) __ite((bool)(b), (int)(x), (int)(y))
#define __ite_unsigned_int(b, x, y) __ite((bool)(b), (uint)(x), (uint)(y))
#define __ite_long(b, x, y) __ite((bool)(b), (long)(x), (long)(y))
#define __ite_unsigned_long(b, x, y) __ite((bool)(b), (ulong)(x), (ulong)(y))
#define __ite_size_t(b, x, y) __ite((bool)(b), (size_t)(x), (size_t)(y))

/* Postconditions: the function's return value, and a value at function
   entry. */
int __BVGEN_PURE __return_val_int(void);
uint __BVGEN_PURE __return_val_unsigned_int(void);
long __BVGEN_PURE __return_val_long(void);
ulong __BVGEN_PURE __return_val_unsigned_long(void);
short __BVGEN_PURE __return_val_short(void);
char __BVGEN_PURE __return_val_char(void);
bool __BVGEN_PURE __return_val_bool(void);
float __BVGEN_PURE __return_val_float(void);
void * __BVGEN_PURE __return_val_ptr(void);
int4 __BVGEN_PURE __return_val_int4(void);
/* bvgen: more vector results (lower_vector_retval.go lowers any vector). */
float4 __BVGEN_PURE __return_val_float4(void);
#define __return_val_funptr(T) ((T)__return_val_ptr())
int __BVGEN_PURE __old_int(int);
uint __BVGEN_PURE __old_unsigned_int(uint);
long __BVGEN_PURE __old_long(long);
ulong __BVGEN_PURE __old_unsigned_long(ulong);
bool __BVGEN_PURE __old_bool(bool);

/* Addition assumed not to overflow (signed for the signed types). */
#define __BVGEN_ADD(T, NAME) T __add_noovfl_##NAME(T, T);
__BVGEN_ADD(char, char)
__BVGEN_ADD(short, short)
__BVGEN_ADD(int, int)
__BVGEN_ADD(long, long)
__BVGEN_ADD(uchar, unsigned_char)
__BVGEN_ADD(ushort, unsigned_short)
__BVGEN_ADD(uint, unsigned_int)
__BVGEN_ADD(ulong, unsigned_long)
#undef __BVGEN_ADD

/* Uninterpreted functions (GPUVERIFY.md §3.6): NAME forwards to a bodiless
   __uninterpreted_function_NAME, which bvgen makes the Boogie function
   NAME, deterministic in its arguments (the same in both work items). */
#define DECLARE_UF_UNARY(NAME, A1, RET) \
  RET __attribute__((const)) __uninterpreted_function_##NAME(A1); \
  static inline RET __attribute__((always_inline)) NAME(A1 x) { return __uninterpreted_function_##NAME(x); }
#define DECLARE_UF_BINARY(NAME, A1, A2, RET) \
  RET __attribute__((const)) __uninterpreted_function_##NAME(A1, A2); \
  static inline RET __attribute__((always_inline)) NAME(A1 x, A2 y) { return __uninterpreted_function_##NAME(x, y); }

/* Abstract addition (GPUVERIFY.md §3.2): __add_T(x, y) is an
   uninterpreted function of its arguments, named __add_T in Boogie, so
   that --boogie-file axioms can give it properties; __add is the overload
   on the argument type. */
#define __BVGEN_ABSTRACT_ADD(T, NAME) \
  DECLARE_UF_BINARY(__add_##NAME, T, T, T) \
  static inline T __attribute__((overloadable, always_inline)) __add(T x, T y) { return __add_##NAME(x, y); }
__BVGEN_ABSTRACT_ADD(char, char)
__BVGEN_ABSTRACT_ADD(short, short)
__BVGEN_ABSTRACT_ADD(int, int)
__BVGEN_ABSTRACT_ADD(long, long)
__BVGEN_ABSTRACT_ADD(uchar, unsigned_char)
__BVGEN_ABSTRACT_ADD(ushort, unsigned_short)
__BVGEN_ABSTRACT_ADD(uint, unsigned_int)
__BVGEN_ABSTRACT_ADD(ulong, unsigned_long)
#undef __BVGEN_ABSTRACT_ADD

/* Permission to read x in barrier invariants: an actual (volatile) read
   of x, as GPUVerify's macro, which makes the cell one the work item
   accessed. */
#define __read_permission(T, x) { volatile T __bvgen_read_permission = (x); (void)__bvgen_read_permission; }

/* The abstract monoid of `bvgen check` (DESIGN.md §8): a generic kernel is
   compiled with -D TYPE=__bvgen_elem32 (or __bvgen_elem64),
   -D 'OPERATOR(a,b)=__bvgen_operator(a,b)' and
   -D IDENTITY=__bvgen_identity32() (or 64). The functions have no body; the
   frontend lowers their calls to uninterpreted functions, and the typedef
   names mark the arrays of the element type in kernel_arg_type and debug
   info for the genericity check. */
typedef uint __bvgen_elem32;
typedef ulong __bvgen_elem64;
__bvgen_elem32 __BVGEN_OVL __BVGEN_PURE __bvgen_operator(__bvgen_elem32, __bvgen_elem32);
__bvgen_elem64 __BVGEN_OVL __BVGEN_PURE __bvgen_operator(__bvgen_elem64, __bvgen_elem64);
__bvgen_elem32 __BVGEN_PURE __bvgen_identity32(void);
__bvgen_elem64 __BVGEN_PURE __bvgen_identity64(void);

/* --- GPUVerify's enabledness of the dominating block and refined atomics
   (issue 13) --- */

/* __dominator_enabled(): the work item's execution predicate in the block
   that immediately dominates the annotation's (for a loop invariant: the
   block the loop is entered from). */
bool __BVGEN_PURE __dominator_enabled(void);

/* __atomic_has_taken_value(arr, offset, value): declared so that a kernel
   using it compiles; the frontend refuses it with its position (exit 4):
   bvgen's refined atomic abstraction (twothread/atomics.go) records the
   values each of the two work items took since the last barrier, not the
   values a location has held, and cannot give the predicate GPUVerify's
   meaning. */
bool __BVGEN_OVL __BVGEN_PURE __atomic_has_taken_value(const volatile __global unsigned *, size_t, unsigned);
bool __BVGEN_OVL __BVGEN_PURE __atomic_has_taken_value(const volatile __local unsigned *, size_t, unsigned);

/* size_t kernel parameters (GPUVerify accepts them): clang-14 refuses a
   kernel parameter whose type is spelled size_t in OpenCL C 1.2 (s6.9.k:
   its width depends on the device), telling it only by the typedef's
   name. On bvgen's SPIR target size_t is 32 bits, as in GPUVerify
   (--pointer-bitwidth=32), so size_t names a typedef of the same
   unsigned integer type (__SIZE_TYPE__) under another name: every value,
   conversion, sizeof and overload is that of size_t. The static assert
   keeps it so should the target change (two asserts: one joined with &&
   of constants draws -Wconstant-logical-operand, quoted under every
   clang error of a user's kernel). */
typedef __SIZE_TYPE__ __bvgen_size_t;
_Static_assert(sizeof(__bvgen_size_t) == sizeof(size_t), "size_t is __SIZE_TYPE__");
_Static_assert((__bvgen_size_t)-1 > 0, "size_t is unsigned");
#define size_t __bvgen_size_t

#undef __BVGEN_OVL
#undef __BVGEN_PURE
#endif
