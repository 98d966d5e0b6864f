//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* GPUVerify-form __assert that fails for work item 3. */
__kernel void assert_call(__global int *out) {
  size_t tid = get_local_id(0);
  __assert(tid != 3); // want "assertion might not hold"
  out[get_global_id(0)] = (int)tid;
}
