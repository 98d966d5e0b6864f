// An array indexed by a constant stride that is no power of two is pitched
// by it (ir.ConstStride); an access of several cells (a word of a byte
// array) logs cell j with column col + j, pitched where col + j is within
// the pitch too.
__kernel void pitch_cells(__global uchar *rgb, __global uchar *img, unsigned w) {
  unsigned i = get_global_id(0);
  rgb[i * 3 + 2] = 1;
  *(__global uint *)(img + i * w) = 0;
  img[i * w + 5] = 2;
}
