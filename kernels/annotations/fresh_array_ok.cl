//pass
//--local_size=64 --num_groups=2
/* __requires_fresh_array of a kernel's pointer parameter holds (bvgen
   gives each its own array, at offset 0); the pragma spelling too. */
#pragma bvgen requires_fresh_array p
__kernel void fresh(__global float *q, __global float *p) {
  __requires_fresh_array(q);
  q[get_global_id(0)] = get_global_id(0);
  p[get_global_id(0)] = get_global_id(0);
}
