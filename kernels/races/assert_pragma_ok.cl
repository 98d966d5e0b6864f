//pass
//--local_size=64 --num_groups=2
/* Twin of assert_pragma_racy: #pragma bvgen assert that holds for every work item. */
__kernel void assert_pragma(__global int *out) {
  size_t tid = get_local_id(0);
#pragma bvgen assert tid < get_local_size(0)
  out[get_global_id(0)] = (int)tid;
}
