//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//write-write race
//happens in the function called here, .*noinline_call_before_racy\.cl:10:3
/* As noinline_call_before_ok.cl, but the kernel writes a[get_global_id(0)] and the helper a[get_global_id(0) + 1]: work items i and i + 1 write the same cell. */
void put(__global int *p, int k) { p[get_global_id(0) + k] = 1; } // want "possible write-write race"

__kernel void foo(__global int *a) {
  a[get_global_id(0)] = 2;
  put(a, 1);
}
