//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold for work item .*: control reaches unreachable code after the call of noreturn function die
/* Twin of unreachable_ok: the kernel calls the noreturn function for a parameter it does not constrain, so control may reach the unreachable code after the call. Assuming it away would verify everything after it. */
void die(int code) __attribute__((noreturn));

__kernel void guarded(__global int *out, int n) {
  size_t i = get_global_id(0);
  if (n > 4)
    die(n); // want "control reaches unreachable code after the call of noreturn function die"
  out[i] = 1;
}
