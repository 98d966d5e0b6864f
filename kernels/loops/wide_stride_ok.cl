//pass
//--local_size=128 --num_groups=16384
/* CLBlast's XaxpyFastest with WPT=2 at its tuner's launch: each work item updates y at its global id and one global size (2^21 elements) further on. The cells move by 2^21 per iteration: a stride-residue modulo 2^21 proves the two work items' cells differ. Twin: wide_stride_racy.cl. */
__kernel void axpy(const int n, const float alpha, const __global float *restrict xgm, __global float *ygm) {
  for (int w = 0; w < 2; w += 1) {
    const int id = w * get_global_size(0) + get_global_id(0);
    float x = xgm[id];
    float y = ygm[id];
    ygm[id] = y + alpha * x;
  }
}
