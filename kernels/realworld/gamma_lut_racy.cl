//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//write-write race on out
/* gamma_lut_ok.cl with the output index built from the local size as row pitch: work items of different groups write the same pixel, each its own input pixel (not a benign race: the values differ). */
__constant uchar lut[16] = {0, 64, 90, 110, 127, 142, 156, 168, 180, 191, 201, 211, 221, 230, 238, 247};
__kernel void gamma_lut(__global const uchar4 *in, __global uchar4 *out) {
  int i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  int o = get_global_id(1) * get_local_size(0) + get_global_id(0);
  uchar4 p = in[i] >> (uchar)4;
  out[o] = (uchar4)(lut[p.x], lut[p.y], lut[p.z], in[i].w); // want "write-write race on out"
}
