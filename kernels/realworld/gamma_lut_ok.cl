//pass
//--local_size=[16,16] --num_groups=[4,4]
/* Gamma correction of uchar4 pixels through a 16-entry __constant lookup table with an initialiser (upper nibble of each channel), out of place. */
__constant uchar lut[16] = {0, 64, 90, 110, 127, 142, 156, 168, 180, 191, 201, 211, 221, 230, 238, 247};
__kernel void gamma_lut(__global const uchar4 *in, __global uchar4 *out) {
  int i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  uchar4 p = in[i] >> (uchar)4;
  out[i] = (uchar4)(lut[p.x], lut[p.y], lut[p.z], in[i].w);
}
