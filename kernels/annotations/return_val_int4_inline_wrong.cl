//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//assert
/* Twin of return_val_int4_inline_ok: the postcondition names the wrong lane value. */
int4 splat(int a) {
  __ensures(__return_val_int4().y == a + 1);
  return (int4)(a, a, a, a);
}

__kernel void vec(__global int *out) {
  int4 r = splat(1);
  out[get_global_id(0)] = r.x;
}
