//xfail:IR_ERROR
//--local_size=64 --num_groups=1
//returns nothing
/* A kernel returns nothing: __return_val_int() has no meaning there. */
__kernel void ret(__global int *p) {
  __ensures(__return_val_int() == 0);
  p[get_global_id(0)] = 0;
}
