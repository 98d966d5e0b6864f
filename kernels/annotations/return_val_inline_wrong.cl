//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//postcondition|assertion
/* A wrong postcondition about __return_val_int() fails. */
int inc(int x) {
  __ensures(__return_val_int() == x + 2);
  return x + 1;
}

__kernel void return_val(__global int *out) {
  out[get_global_id(0)] = inc((int)get_global_id(0));
}
