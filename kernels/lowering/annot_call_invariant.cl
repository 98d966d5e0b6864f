//pass
//--local_size=64 --num_groups=4
/* GPUVerify call-form __invariant(...) in the loop condition via the comma operator. */
__kernel void annot_call_invariant(__global int *out, __global const int *in) {
  size_t gid = get_global_id(0);
  int i;
  for (i = 0; __invariant(i <= 8), __invariant(i >= 0), i < 8; i++)
    out[gid] += in[gid] * i;
}
