//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//postcondition
/* Twin of return_val_vector_ok: the postcondition on the w lane is wrong (the body adds 4). */
int4 bump(int4 v) {
  __ensures(__return_val_int4().x == v.x + 1);
  __ensures(__return_val_int4().w == v.w + 3);
  int4 r = v;
  r.x += 1;
  r.w += 4;
  return r;
}

__kernel void return_val_vector(__global int *out) {
  int4 b = bump((int4)(0, 1, 2, 3));
  out[get_global_id(0)] = b.x;
}
