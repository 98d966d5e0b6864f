/* Indexes by an unconstrained scalar argument: a[lid * (stride + 1)] races
   only when the product wraps around 32 bits, i.e. for a huge stride. The
   report shows the stride and suggests a requires (bounded_stride.cl). */
#pragma bvgen launch --local_size=64 --num_groups=1
__kernel void scale(__global int *a, uint stride) {
  uint lid = get_local_id(0);
  a[lid * stride + lid] = lid;
}
