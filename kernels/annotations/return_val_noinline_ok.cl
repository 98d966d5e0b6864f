//pass
//--local_size=64 --num_groups=2 --no-inline
/* __return_val_int() is the function's result: the caller may use the
   postcondition (with --no-inline, only it). */
int inc(int x) {
  __ensures(__return_val_int() == x + 1);
  return x + 1;
}

__kernel void return_val(__global int *out) {
  int y = inc((int)get_global_id(0));
  __assert(y == (int)get_global_id(0) + 1);
  out[get_global_id(0)] = y;
}
