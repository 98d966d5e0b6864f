//pass
//--local_size=256 --num_groups=128
/* Parboil-style MRI-Q: each work item owns one voxel and accumulates the real and imaginary parts of Q over all k-space samples (a chunk of numK samples per launch, the sample loop's trip count a kernel argument), with sin/cos of the phase; only Qr[t] and Qi[t] of its own voxel are read and written. */
#define PIx2 6.2831853071795864769252867665590058f
struct kValues {
  float Kx;
  float Ky;
  float Kz;
  float PhiMag;
};
__kernel void compute_q(const int numK, const int kGlobalIndex, __global const float *x, __global const float *y, __global const float *z, __global float *Qr, __global float *Qi, __global const struct kValues *ck)
{
  int t = get_global_id(0);
  float sX = x[t], sY = y[t], sZ = z[t];
  float sQr = Qr[t], sQi = Qi[t];
  for (int k = 0; k < numK; k++) {
    struct kValues kv = ck[kGlobalIndex + k];
    float expArg = PIx2 * (kv.Kx * sX + kv.Ky * sY + kv.Kz * sZ);
    sQr += kv.PhiMag * cos(expArg);
    sQi += kv.PhiMag * sin(expArg);
  }
  Qr[t] = sQr;
  Qi[t] = sQi;
}
