//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//write-read race
/* As noinline_call_after_ok.cl, but the kernel reads a[2 * get_global_id(0) + 2]: work item i reads what work item i + 1 wrote in the helper. */
void put(__global float *p, int k, int n) {
  if (k < n)
    p[get_global_id(0) * k] = 1.0f;
}

__kernel void foo(__global float *a, __global float *b, int n) {
  put(a, 2, n);
  b[get_global_id(0)] = a[2 * get_global_id(0) + 2]; // want "possible write-read race"
}
