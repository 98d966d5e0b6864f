//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16384
//race on ygm
/* Twin of wide_stride_ok.cl: the second iteration moves by half the global size, onto the cells of other work items. */
__kernel void axpy(const int n, const float alpha, const __global float *restrict xgm, __global float *ygm) {
  for (int w = 0; w < 2; w += 1) {
    const int id = w * (get_global_size(0) / 2) + get_global_id(0);
    float x = xgm[id];
    float y = ygm[id]; // want "race on ygm"
    ygm[id] = y + alpha * x; // want "race on ygm"
  }
}
