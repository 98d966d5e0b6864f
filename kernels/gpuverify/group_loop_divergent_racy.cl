//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=16 --no-infer
//non-uniform
/* Twin of group_loop_ok.cl: the loop is bounded by the local id, so work items of one group leave it after different numbers of barriers. */
__kernel void foo(__global int *out) {
  int i;
  for (i = 0; i < get_local_id(0) % 2; i++) {
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform"
  }
  out[get_global_id(0)] = i;
}
