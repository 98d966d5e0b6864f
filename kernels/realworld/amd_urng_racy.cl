//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//race on iv
/* amd_urng_ok.cl with the shuffle table halved to NTAB / 2 cells per work item in the slice offset (iv[NTAB / 2 * lid + j]) but still NTAB entries long: the upper half of one work item's table is the lower half of the next one's. */
#define IA 16807
#define IM 2147483647
#define AM (1.0f / IM)
#define IQ 127773
#define IR 2836
#define NTAB 16
#define NDIV (1 + (IM - 1) / NTAB)
#define GROUP 64
float ran1(int idum, __local int *iv)
{
  int lid = get_local_id(0);
  int k;
  for (int j = NTAB + 7; j >= 0; j--) {
    k = idum / IQ;
    idum = IA * (idum - k * IQ) - IR * k;
    if (idum < 0)
      idum += IM;
    if (j < NTAB)
      iv[NTAB / 2 * lid + j] = idum;
  }
  int iy = iv[NTAB * lid];
  k = idum / IQ;
  idum = IA * (idum - k * IQ) - IR * k;
  if (idum < 0)
    idum += IM;
  int j = iy / NDIV;
  iy = iv[NTAB * lid + j];
  iv[NTAB * lid + j] = idum;
  return AM * iy;
}

__kernel void noise_uniform(__global const uchar4 *in, __global uchar4 *out, __global const int *seeds, const float factor)
{
  __local int iv[NTAB * GROUP];
  int gid = get_global_id(0);
  float r = ran1(seeds[gid], iv);
  float4 p = convert_float4(in[gid]);
  float4 noisy = p + factor * (r - 0.5f) * 255.0f;
  out[gid] = convert_uchar4_sat(noisy);
}
