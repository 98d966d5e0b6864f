/* unbounded_stride.cl with the precondition its report suggests: verified. */
#pragma bvgen launch --local_size=64 --num_groups=1
#pragma bvgen requires stride <= 1024
__kernel void scale(__global int *a, uint stride) {
  uint lid = get_local_id(0);
  a[lid * stride + lid] = lid;
}
