//pass
//--local_size=64 --num_groups=4 --no-inline
/* A helper checked on its own (--no-inline) writes, under a guard, the cell each work item reads after the call: after the call the first work item's log may hold the helper's write (its offset is an expression of the helper's parameters), and the read is checked against it. */
void put(__global float *p, int k, int n) {
  if (k < n)
    p[get_global_id(0) * k] = 1.0f;
}

__kernel void foo(__global float *a, __global float *b, int n) {
  put(a, 2, n);
  b[get_global_id(0)] = a[2 * get_global_id(0)];
}
