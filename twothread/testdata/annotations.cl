// Annotations of every statement kind: requires, assume, assert, axiom,
// ensures, and the specification functions.
#pragma bvgen axiom get_local_size(0) == 64
#pragma bvgen requires n > 0
#pragma bvgen ensures __no_write(a) || __write_offset_bytes(a) == get_global_id(0) * 4
__kernel void annotations(__global int *a, int n) {
  unsigned tid = get_local_id(0);
#pragma bvgen assume __uniform_int(n)
  a[get_global_id(0)] = n;
#pragma bvgen assert __implies(__enabled(), __distinct_int(get_global_id(0))) && __is_pow2(64) && __add_noovfl(tid, 1u)
}
