//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-inline
//postcondition|assertion
/* The entry value plus 2 is not what bump leaves. */
void bump(__global int *p) {
  __ensures(p[get_local_id(0)] == __old_int(p[get_local_id(0)]) + 2);
  p[get_local_id(0)] = p[get_local_id(0)] + 1;
}

__kernel void old(__global int *p) {
  bump(p);
}
