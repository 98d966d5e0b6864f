//pass
//--local_size=64 --num_groups=2
/* Twin of assert_call_racy: __assert(get_local_id(0) < get_local_size(0)) holds. */
__kernel void assert_call(__global int *out) {
  size_t tid = get_local_id(0);
  __assert(get_local_id(0) < get_local_size(0));
  out[get_global_id(0)] = (int)tid;
}
