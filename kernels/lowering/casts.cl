//pass
//--local_size=64 --num_groups=4
/* Truncation, zero/sign extension and int<->float conversions. */
__kernel void casts(__global int *iout, __global float *fout, __global long *lout,
                    __global uchar *bout, int v) {
  size_t gid = get_global_id(0);
  int x = v - (int)gid;
  uchar t8 = (uchar)x;          /* trunc i32 -> i8 */
  short t16 = (short)x;         /* trunc i32 -> i16 */
  char sc = (char)t8;
  int sx = (int)sc;             /* sext i8 -> i32 */
  uint zx = (uint)t8;           /* zext i8 -> i32 */
  long lx = (long)x;            /* sext i32 -> i64 */
  ulong ul = (ulong)(uint)x;    /* zext i32 -> i64 */
  int back = (int)(lx >> 1);    /* trunc i64 -> i32 */
  float f = (float)x;           /* sitofp */
  float g = (float)zx;          /* uitofp */
  int h = (int)(f * 0.5f);      /* fptosi */
  uint k = (uint)g;             /* fptoui */
  iout[gid] = sx + (int)zx + (int)t16 + back + h + (int)k;
  fout[gid] = f + g;
  lout[gid] = lx + (long)ul;
  bout[gid] = t8;
}
