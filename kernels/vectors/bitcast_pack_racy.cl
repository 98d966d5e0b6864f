//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold
/* bitcast_pack_ok.cl asserting big-endian packing: as_uint puts lane 0 in the least significant byte. */
__kernel void pack(__global const uchar4 *px, __global uint *words, __global ulong *pairs) {
  int i = get_global_id(0);
  __assert(as_uint((uchar4)(1, 2, 3, 4)) == 0x01020304u); // want "assertion might not hold"
  uchar4 p = px[i];
  uint w = as_uint(p);
  words[i] = w;
  pairs[i * 2] = as_ulong((uint2)(w, i));
}
