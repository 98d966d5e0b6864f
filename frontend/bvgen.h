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
bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(int, int);
bool __BVGEN_OVL __BVGEN_PURE __add_noovfl(uint, uint);
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

void __barrier_invariant_1(bool, int);
void __barrier_invariant_2(bool, int, int);
void __barrier_invariant_3(bool, int, int, int);
void __barrier_invariant_4(bool, int, int, int, int);
void __barrier_invariant_5(bool, int, int, int, int, int);
void __barrier_invariant_6(bool, int, int, int, int, int, int);
void __barrier_invariant_7(bool, int, int, int, int, int, int, int);
void __barrier_invariant_8(bool, int, int, int, int, int, int, int, int);
void __barrier_invariant_binary_1(bool, int, int);
void __barrier_invariant_binary_2(bool, int, int, int, int);
void __barrier_invariant_binary_3(bool, int, int, int, int, int, int);
void __barrier_invariant_binary_4(bool, int, int, int, int, int, int, int, int);

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

#undef __BVGEN_OVL
#undef __BVGEN_PURE
#endif
