__kernel void first(__global TYPE *in, __global TYPE *out) {
  out[get_global_id(0)] = in[get_global_id(0)];
}

__kernel void second(__global TYPE *in, __global TYPE *out) {
  size_t i = get_global_id(0);
  out[i] = i == 0 ? in[0] : OPERATOR(in[i - 1], in[i]);
}
