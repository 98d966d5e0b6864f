//pass
//--local_size=64 --num_groups=1 --no-annotations
/* --no-annotations drops the helper's precondition, which the call breaks; twin of only_requires. */
int halve(int x) {
  __requires(x > 0);
  return x / 2;
}
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = halve(0);
}
