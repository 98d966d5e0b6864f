//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access
/* A private array of pointers of which only one element is set, indexed by an argument: the other element is uninitialised and following it is reported (its twin is struct_field_ok). */
__kernel void uninit_private(__global int *a, int pick) {
  __global int *ptrs[2];
  ptrs[0] = a;
  ptrs[pick & 1][get_global_id(0)] = 1; // want "possible null pointer access"
}
