//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer
//call_entry_fails.cl:8:[0-9]+: error: loop invariant might not hold on entry
/* The GPUVerify call form __invariant(e) in the loop condition, false on entry: reported at its line. */
__kernel void call_entry_fails(__global int *out) {
  size_t gid = get_global_id(0);
  int i;
  for (i = 0; __invariant(i == 1), i < 8; i++)
    out[gid] += i;
}
