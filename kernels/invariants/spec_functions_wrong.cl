//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//spec_functions_wrong.cl:9:3: error: this assertion might not hold
//spec_functions_wrong.cl:10:3: error: this assertion might not hold
//spec_functions_wrong.cl:7:1: error: postcondition might not hold
/* Twin of spec_functions.cl with false specifications: two work items may share a local id, lid + 2^32-1 overflows, and the postcondition names the wrong offset. */
#pragma bvgen ensures __implies(__write(out), __write_offset_bytes(out) == (get_global_id(0) + 1) * sizeof(int))
__kernel void spec_functions(__global int *out, uint n) {
  __assert(__distinct_int(get_local_id(0)));
  __assert(__add_noovfl((uint)get_local_id(0), 4294967295u));
  size_t gid = get_global_id(0);
  out[gid] = 1;
}
