//pass
//--local_size=64 --num_groups=4 --no-inline
/* The address of a private variable passed to a helper checked on its own
   (--no-inline): the callee writes the caller's variable, and says so in its postcondition (twin:
   private_address_noinline_wrong.cl). */
void set5(__private int *x) {
  __ensures(*x == 5);
  *x = 5;
}

__kernel void private_address_noinline_ok(__global int *out) {
  int x = 4;
  set5(&x);
  out[get_global_id(0)] = x;
  __assert(x == 5);
}
