//pass
//--local_size=64 --num_groups=1 --no-inline
/* __old_int(e) is e when the function was entered: the procedure's
   postcondition holds (old_inline_ok shows a caller using it). */
void bump(__global int *p) {
  __ensures(p[get_local_id(0)] == __old_int(p[get_local_id(0)]) + 1);
  p[get_local_id(0)] = p[get_local_id(0)] + 1;
}

__kernel void old(__global int *p) {
  bump(p);
}
