//pass
//--local_size=64 --num_groups=4
/* Packing bytes into words with as_uint and as_uchar4 (lane 0 is the least significant byte), as_ulong of a uint2, and the packed words used as indices. */
__kernel void pack(__global const uchar4 *px, __global uint *words, __global ulong *pairs) {
  int i = get_global_id(0);
  __assert(as_uint((uchar4)(1, 2, 3, 4)) == 0x04030201u);
  __assert(as_uchar4(0x04030201u).y == 2);
  __assert(as_ulong((uint2)(1, 2)) == 0x0000000200000001ul);
  __assert(as_ushort2(0x00050006u).x == 6);
  uchar4 p = px[i];
  uint w = as_uint(p);
  __assert((w & 0xff) == p.x && (w >> 24) == p.w);
  words[i] = w;
  uchar4 q = as_uchar4(w & 0x00ffffffu);
  pairs[i * 2 + (q.w == 0 ? 0 : 1)] = as_ulong((uint2)(w, i));
}
