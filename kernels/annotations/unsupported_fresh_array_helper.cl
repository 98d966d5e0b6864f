//xfail:IR_ERROR
//--local_size=64 --num_groups=1 --no-inline
//unsupported __requires_fresh_array
/* A helper's fresh-array precondition cannot be checked at its calls yet. */
void bar(__global int *p) {
  __requires_fresh_array(p);
  p[get_global_id(0)] = 0;
}

__kernel void fresh(__global int *a) {
  bar(a);
}
