//pass
//--local_size=* --global_size=1024
//verified
//assuming local size \[\*\]; number of groups \[\*\]; global size \[1024\]
/* --local_size=* --global_size=1024: the local size is any divisor of the
   global size (GPUVerify's assumptions), so the number of groups times it
   is 1024. Its twin local_size_free_false.cl asserts what does not
   follow. */

kernel void foo(global int *A) {
  __assert(get_local_size(0) > 0);
  __assert(get_local_size(0) <= 1024);
  __assert(1024 % get_local_size(0) == 0);
  __assert(get_num_groups(0) * get_local_size(0) == 1024);
  __assert(get_global_size(0) == 1024);
  A[get_global_id(0)] = 0;
}
