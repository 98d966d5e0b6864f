//pass
//--local_size=64 --num_groups=4 --no-inline
/* A helper checked on its own (--no-inline) writes the work item's own cell of an array the kernel wrote just before the call, with no barrier between: the call site checks the helper's accesses (offsets in its parameters: p[get_global_id(0) + k]) against the kernel's log, so this verifies (GPUVerify's pointeranalysistests/manyprocedures). */
void put(__global int *p, int k) { p[get_global_id(0) + k] = 1; }

__kernel void foo(__global int *a) {
  a[get_global_id(0) + 1] = 2;
  put(a, 1);
}
