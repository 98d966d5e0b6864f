//pass
//--local_size=32 --num_groups=8
/* char/uchar/short/ushort/bool values: arithmetic, comparisons and ternary select. */
__kernel void small_ints(__global char *c, __global uchar *uc, __global short *s,
                         __global ushort *us, char k) {
  size_t gid = get_global_id(0);
  char a = c[gid];
  uchar b = uc[gid];
  short h = s[gid];
  ushort w = us[gid];
  bool lt = a < k;
  bool big = b > (uchar)200;
  bool both = lt && !big;
  bool any = lt || (h == (short)-1);
  c[gid] = both ? (char)(a + k) : (char)(a - 1);
  uc[gid] = any ? (uchar)(b * 3) : (uchar)(b & 0x0F);
  s[gid] = (short)(h * h - (short)w);
  us[gid] = (w >= (ushort)1000) ? (ushort)(w / 2) : (ushort)(w | 0x8000);
}
