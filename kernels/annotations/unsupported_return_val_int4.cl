//xfail:IR_ERROR
//--local_size=64 --num_groups=1
//unsupported
/* Vector results (__return_val_int4) are not supported yet. */
int4 splat(int a) {
  __ensures(__return_val_int4().x == a);
  return (int4)(a, a, a, a);
}

__kernel void vec(__global int *out) {
  int4 r = splat(1);
  out[get_global_id(0)] = r.x;
}
