//pass
//--local_size=64 --num_groups=4
/* The specification functions of DESIGN.md §6 in assertions, invariants, a postcondition and an axiom, pragma and call forms mixed. */
#pragma bvgen axiom get_local_size(0) == 64
#pragma bvgen ensures __implies(__write(out), __write_offset_bytes(out) == get_global_id(0) * sizeof(int))
__kernel void spec_functions(__global int *out, uint n) {
  __requires(n <= 1024);
  size_t lid = get_local_id(0), gid = get_global_id(0);
  __assert(__distinct_int(gid));
  __global_assert(__other_int(gid) != gid);
  __assert(__uniform_int(get_local_size(0)) && __is_pow2(get_local_size(0)));
  __assert(__add_noovfl(lid, 1u));
  __assert(__other_bool(lid < 64));
  if (lid < 8)
    __assert(__enabled() && lid < 8);
#pragma bvgen invariant __uniform_int(i) && i <= n
#pragma bvgen invariant __implies(__write(out), __write_offset_bytes(out) == gid * sizeof(int)) && __no_read(out)
  for (uint i = 0; i < n; i++)
    out[gid] = i;
#pragma bvgen assert __no_read(out)
}
