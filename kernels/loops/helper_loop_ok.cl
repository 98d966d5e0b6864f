//pass
//--local_size=64 --num_groups=16 --no-inline
/* A helper, checked on its own (--no-inline), updates its work item's element of an array passed by pointer in a loop (GPUVerify's pointeranalysistests/testinterprocedural): the loop head must remember that the logged offset is the pointer plus the global id (access-offset, written in cells of the pointer) and that the work item that logged it was enabled (logged-enabled), for the two work items' pointers agree only when both are. */
void bump(__global float *p) {
  for (int i = 0; i < 100; i++) {
    p[get_global_id(0)] = p[get_global_id(0)] + 1.0f;
  }
}

__kernel void foo(__global float *a, __global float *b) {
  bump(a);
  bump(b);
}
