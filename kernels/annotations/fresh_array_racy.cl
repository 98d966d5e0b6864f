//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//write-write race on q
/* A fresh array can still race: work items of two groups write q[lid]. */
__kernel void fresh(__global float *q) {
  __requires_fresh_array(q);
  q[get_local_id(0)] = get_global_id(0);
}
