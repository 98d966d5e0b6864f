//pass
//--local_size=64 --num_groups=8
/* Thresholding with optional outputs passed as null pointers: a mask buffer and a global hit counter, each used only when the host passed one (counter updated with atomic_inc). */
__kernel void threshold(__global const float *in, __global float *out, __global uchar *mask, __global uint *hits, float t) {
  int i = get_global_id(0);
  float v = in[i];
  int hit = v > t;
  out[i] = hit ? v : 0.0f;
  if (mask != 0)
    mask[i] = (uchar)hit;
  if (hits != 0 && hit)
    atomic_inc(hits);
}
